export { AuditTimeline, type AuditTimelineProps } from './AuditTimeline.tsx';
export { TIMELINE_FILTERS, actorName, eventChanges, eventTitle, type TimelineFilter } from './describeEvent.ts';
