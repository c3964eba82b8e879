import type { ReactNode } from 'react';
import { createIcon } from '../../icons/icons.tsx';

// Marketing pictograms on the same 16px grid and 1.5px stroke as the design system's icons, 18px by default.
const icon = (name: string, paths: ReactNode) => createIcon(name, paths, 18);

export const TargetIcon = icon(
  'TargetIcon',
  <>
    <circle cx="8" cy="8" r="6" />
    <circle cx="8" cy="8" r="3" />
    <circle cx="8" cy="8" r=".6" fill="currentColor" />
  </>,
);
export const ShieldIcon = icon(
  'ShieldIcon',
  <>
    <path d="M8 1.75l5.25 2v4c0 3.2-2.3 5.4-5.25 6.5-2.95-1.1-5.25-3.3-5.25-6.5v-4z" />
    <path d="M5.75 8l1.6 1.6 3-3.2" />
  </>,
);
export const BoltIcon = icon('BoltIcon', <path d="M9 1.75L3.5 9h4l-.5 5.25L12.5 7h-4z" />);
export const CompassIcon = icon(
  'CompassIcon',
  <>
    <circle cx="8" cy="8" r="6.25" />
    <path d="M10.5 5.5L9 9l-3.5 1.5L7 7z" />
  </>,
);
export const ChartIcon = icon(
  'ChartIcon',
  <>
    <path d="M2 13.5h12" />
    <path d="M4 11V8M7 11V5M10 11V7M13 11V3.5" />
  </>,
);
export const DocumentIcon = icon(
  'DocumentIcon',
  <>
    <path d="M9.25 1.75H4.5c-.7 0-1.25.55-1.25 1.25v10c0 .7.55 1.25 1.25 1.25h7c.7 0 1.25-.55 1.25-1.25V5.25z" />
    <path d="M9.25 1.75v3.5h3.5M5.75 8.5h4.5M5.75 11h3" />
  </>,
);
export const SyncIcon = icon(
  'SyncIcon',
  <>
    <path d="M13.25 6.5A5.25 5.25 0 003.6 4.6M2.75 9.5a5.25 5.25 0 009.65 1.9" />
    <path d="M3.25 1.75v3h3M12.75 14.25v-3h-3" />
  </>,
);
export const LayersIcon = icon(
  'LayersIcon',
  <>
    <path d="M8 2l6 3-6 3-6-3z" />
    <path d="M2 8l6 3 6-3M2 11l6 3 6-3" />
  </>,
);
export const LockIcon = icon(
  'LockIcon',
  <>
    <rect x="3" y="7" width="10" height="7" rx="1.5" />
    <path d="M5.25 7V5a2.75 2.75 0 015.5 0v2" />
  </>,
);
export const SparkIcon = icon('SparkIcon', <path d="M8 1.75l1.5 4.75 4.75 1.5-4.75 1.5L8 14.25 6.5 9.5 1.75 8 6.5 6.5z" />);
export const UsersIcon = icon(
  'UsersIcon',
  <>
    <circle cx="6" cy="5.5" r="2.5" />
    <path d="M1.75 13.5c.4-2.3 2.1-3.75 4.25-3.75s3.85 1.45 4.25 3.75" />
    <path d="M10.5 3.2a2.5 2.5 0 010 4.6M12 9.9c1.2.5 2 1.7 2.25 3.6" />
  </>,
);
export const GlobeIcon = icon(
  'GlobeIcon',
  <>
    <circle cx="8" cy="8" r="6.25" />
    <path d="M1.75 8h12.5M8 1.75c1.7 1.8 2.5 3.9 2.5 6.25S9.7 12.45 8 14.25C6.3 12.45 5.5 10.35 5.5 8S6.3 3.55 8 1.75z" />
  </>,
);
export const AwardIcon = icon(
  'AwardIcon',
  <>
    <circle cx="8" cy="6" r="4.25" />
    <path d="M5.6 9.5l-1.1 4.75L8 12.5l3.5 1.75-1.1-4.75" />
  </>,
);
export const SearchDocIcon = icon(
  'SearchDocIcon',
  <>
    <circle cx="7" cy="7" r="4.25" />
    <path d="M10.25 10.25l3.25 3.25M5.25 7h3.5" />
  </>,
);
export const ExportIcon = icon(
  'ExportIcon',
  <>
    <path d="M8 2v8M5 5l3-3 3 3" />
    <path d="M2.5 9.5v3.25c0 .7.55 1.25 1.25 1.25h8.5c.7 0 1.25-.55 1.25-1.25V9.5" />
  </>,
);
export const SlidersIcon = icon(
  'SlidersIcon',
  <>
    <path d="M2 4.5h7M12 4.5h2M2 11.5h2M7 11.5h7" />
    <circle cx="10.5" cy="4.5" r="1.5" />
    <circle cx="5.5" cy="11.5" r="1.5" />
  </>,
);
export const HeartIcon = icon('HeartIcon', <path d="M8 13.75S2 10.4 2 6.1A3.1 3.1 0 018 4.6a3.1 3.1 0 016 1.5c0 4.3-6 7.65-6 7.65z" />);
export const ArrowRightIcon = icon('ArrowRightIcon', <path d="M3 8h10M9 4l4 4-4 4" />);

export const marketingIcons = {
  target: TargetIcon,
  shield: ShieldIcon,
  bolt: BoltIcon,
  compass: CompassIcon,
  chart: ChartIcon,
  document: DocumentIcon,
  sync: SyncIcon,
  layers: LayersIcon,
  lock: LockIcon,
  spark: SparkIcon,
  users: UsersIcon,
  globe: GlobeIcon,
  award: AwardIcon,
  search: SearchDocIcon,
  export: ExportIcon,
  sliders: SlidersIcon,
  heart: HeartIcon,
} as const;
export type MarketingIconName = keyof typeof marketingIcons;
