export { TimelineProvider, useTimeline } from './timeline-context';
export { TimelineLink } from './timeline-link';
export { useTimelineLinks } from './timeline-links';
