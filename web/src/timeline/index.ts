export { TimelineProvider, useTimeline } from './timeline-context';
export { useTimelineSelection } from './use-timeline-selection';
