export { TimelineProvider, useTimeline } from './timeline-context';
export { useTimelineLinks } from './timeline-links';
