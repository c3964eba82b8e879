import type { SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** An icon on the 16px grid with a 1.5px stroke; fragments make their pictograms with it too. */
export function createIcon(name: string, paths: React.ReactNode, defaultSize = 16) {
  function Icon({ size = defaultSize, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const CalendarIcon = createIcon(
  'CalendarIcon',
  <>
    <rect x="2" y="3" width="12" height="11" rx="1.75" />
    <path d="M2 6.5h12M5.25 1.75v2.5M10.75 1.75v2.5M5 9.25h1.5M9.5 9.25H11M5 11.75h1.5" />
  </>,
);
export const CheckIcon = createIcon('CheckIcon', <path d="M3.5 8.5l3 3 6-7" />);
export const CloseIcon = createIcon('CloseIcon', <path d="M4 4l8 8M12 4l-8 8" />);
export const ChevronDownIcon = createIcon('ChevronDownIcon', <path d="M4 6l4 4 4-4" />);
export const ChevronUpIcon = createIcon('ChevronUpIcon', <path d="M4 10l4-4 4 4" />);
export const ChevronRightIcon = createIcon('ChevronRightIcon', <path d="M6 4l4 4-4 4" />);
export const SearchIcon = createIcon('SearchIcon', <><circle cx="7" cy="7" r="4.25" /><path d="M10.25 10.25L13.5 13.5" /></>);
export const EyeIcon = createIcon('EyeIcon', <><path d="M1.5 8s2.4-4.5 6.5-4.5S14.5 8 14.5 8s-2.4 4.5-6.5 4.5S1.5 8 1.5 8z" /><circle cx="8" cy="8" r="2" /></>);
export const EyeOffIcon = createIcon('EyeOffIcon', <><path d="M6.6 3.65A6.7 6.7 0 018 3.5C12.1 3.5 14.5 8 14.5 8a11 11 0 01-1.9 2.45M4.2 4.85C2.45 6.05 1.5 8 1.5 8s2.4 4.5 6.5 4.5a6.4 6.4 0 003.3-.9" /><path d="M2 2l12 12" /></>);
export const UploadIcon = createIcon('UploadIcon', <><path d="M8 10.5V2.5M4.75 5.75L8 2.5l3.25 3.25" /><path d="M2.5 10v2.25c0 .7.55 1.25 1.25 1.25h8.5c.7 0 1.25-.55 1.25-1.25V10" /></>);
export const AlertIcon = createIcon('AlertIcon', <><path d="M8 1.75L14.75 13.5H1.25L8 1.75z" /><path d="M8 6.25v3M8 11.4v.1" /></>);
export const InfoIcon = createIcon('InfoIcon', <><circle cx="8" cy="8" r="6.25" /><path d="M8 7.25v4M8 4.9v.1" /></>);
export const CheckCircleIcon = createIcon('CheckCircleIcon', <><circle cx="8" cy="8" r="6.25" /><path d="M5.5 8.25l1.75 1.75 3.25-4" /></>);
export const XCircleIcon = createIcon('XCircleIcon', <><circle cx="8" cy="8" r="6.25" /><path d="M6 6l4 4M10 6l-4 4" /></>);
export const ClockIcon = createIcon('ClockIcon', <><circle cx="8" cy="8" r="6.25" /><path d="M8 4.75V8l2 1.5" /></>);
export const PlayIcon = createIcon('PlayIcon', <><circle cx="8" cy="8" r="6.25" /><path d="M6.75 5.75l3.5 2.25-3.5 2.25z" /></>);
export const LoaderIcon = createIcon('LoaderIcon', <><circle cx="8" cy="8" r="6.25" strokeDasharray="2 2.5" /><path d="M8 5v3h2.5" /></>);
export const PauseIcon = createIcon('PauseIcon', <><circle cx="8" cy="8" r="6.25" /><path d="M6.5 5.75v4.5M9.5 5.75v4.5" /></>);
export const MinusCircleIcon = createIcon('MinusCircleIcon', <><circle cx="8" cy="8" r="6.25" /><path d="M5.25 8h5.5" /></>);
export const PlusCircleIcon = createIcon('PlusCircleIcon', <><circle cx="8" cy="8" r="6.25" /><path d="M5.25 8h5.5M8 5.25v5.5" /></>);
export const TrashIcon = createIcon('TrashIcon', <><path d="M2.75 4.25h10.5M6.25 4.25V2.75h3.5v1.5M4 4.25l.6 9h6.8l.6-9" /></>);
export const DashedCircleIcon = createIcon('DashedCircleIcon', <circle cx="8" cy="8" r="6.25" strokeDasharray="2.2 2.2" />);
export const ConflictIcon = createIcon('ConflictIcon', <><path d="M3 5.25h8.5l-2-2M13 10.75H4.5l2 2" /></>);
export const ReviewIcon = createIcon('ReviewIcon', <><circle cx="7" cy="7" r="4.25" /><path d="M5.25 7l1.25 1.25 2.25-2.5M10.25 10.25l3.25 3.25" /></>);
export const FilterIcon = createIcon('FilterIcon', <path d="M2.25 3.25h11.5L9.25 8.5v4.25l-2.5-1.25v-3z" />);
export const HourglassIcon = createIcon('HourglassIcon', <><path d="M4 2h8M4 14h8M4.75 2c0 3 6.5 3.5 6.5 6s-6.5 3-6.5 6M11.25 2c0 3-6.5 3.5-6.5 6s6.5 3 6.5 6" /></>);
export const MoreIcon = createIcon('MoreIcon', <><circle cx="3.5" cy="8" r=".75" fill="currentColor" /><circle cx="8" cy="8" r=".75" fill="currentColor" /><circle cx="12.5" cy="8" r=".75" fill="currentColor" /></>);
export const FileIcon = createIcon('FileIcon', <><path d="M9.25 1.75H4.5c-.7 0-1.25.55-1.25 1.25v10c0 .7.55 1.25 1.25 1.25h7c.7 0 1.25-.55 1.25-1.25V5.25z" /><path d="M9.25 1.75v3.5h3.5" /></>);
export const RefreshIcon = createIcon('RefreshIcon', <><path d="M13.25 8A5.25 5.25 0 113.7 5" /><path d="M2.75 2.25v3h3" /></>);
export const InboxIcon = createIcon('InboxIcon', <><path d="M1.75 9l2-5.75h8.5l2 5.75v3.75c0 .7-.55 1.25-1.25 1.25H3c-.7 0-1.25-.55-1.25-1.25z" /><path d="M1.75 9h3.5l1 1.75h3.5l1-1.75h3.5" /></>);
export const ReviewRejectIcon = createIcon('ReviewRejectIcon', <><circle cx="7" cy="7" r="4.25" /><path d="M5.5 5.5l3 3M8.5 5.5l-3 3M10.25 10.25l3.25 3.25" /></>);
