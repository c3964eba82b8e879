export { AuditTimeline, type AuditTimelineProps } from './AuditTimeline.tsx';
export { TIMELINE_FILTERS, eventWording, type TimelineFilter } from './describeEvent.ts';
