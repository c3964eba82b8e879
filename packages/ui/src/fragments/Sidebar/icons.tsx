// Navigation icons of the signed-in shell (16 px grid, 1.5 px strokes, like the design system's icons).
import type { ReactNode } from 'react';

function Icon({ children, size = 18 }: { children: ReactNode; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const DashboardIcon = () => (
  <Icon>
    <rect x="2" y="2" width="5" height="6" rx="1" />
    <rect x="9" y="2" width="5" height="3.5" rx="1" />
    <rect x="9" y="7.5" width="5" height="6.5" rx="1" />
    <rect x="2" y="10" width="5" height="4" rx="1" />
  </Icon>
);
export const VaultIcon = () => (
  <Icon>
    <rect x="2" y="2.5" width="12" height="11" rx="1.5" />
    <circle cx="8" cy="8" r="2.5" />
    <path d="M8 5.5v1M8 9.5v1M10.5 8h-1M6.5 8h-1" />
  </Icon>
);
export const AgentsIcon = () => (
  <Icon>
    <rect x="3" y="5" width="10" height="8" rx="2" />
    <path d="M8 5V2.5M6 9h.01M10 9h.01M6.5 11h3" />
    <circle cx="8" cy="2.25" r=".5" />
  </Icon>
);
export const BenchmarksIcon = () => (
  <Icon>
    <path d="M2 14h12" />
    <path d="M4 11.5V8M7 11.5V5M10 11.5V6.5M13 11.5V3" />
  </Icon>
);
export const UsageIcon = () => (
  <Icon>
    <path d="M2.5 11a5.5 5.5 0 1111 0" />
    <path d="M8 11l2.5-3.5" />
    <path d="M2 13.5h12" />
  </Icon>
);
export const HelpIcon = () => (
  <Icon>
    <circle cx="8" cy="8" r="6.25" />
    <path d="M6.25 6.25a1.75 1.75 0 113 1.25c-.6.4-1.25.8-1.25 1.6v.15M8 11.25v.1" />
  </Icon>
);
export const SettingsIcon = () => (
  <Icon size={16}>
    <circle cx="8" cy="8" r="2" />
    <path d="M8 1.75v1.5M8 12.75v1.5M1.75 8h1.5M12.75 8h1.5M3.6 3.6l1.05 1.05M11.35 11.35l1.05 1.05M3.6 12.4l1.05-1.05M11.35 4.65l1.05-1.05" />
  </Icon>
);
export const LogoutIcon = () => (
  <Icon>
    <path d="M6 2.5H3.75c-.7 0-1.25.55-1.25 1.25v8.5c0 .7.55 1.25 1.25 1.25H6" />
    <path d="M10.5 11l3-3-3-3M13.5 8H6" />
  </Icon>
);
export const SunIcon = () => (
  <Icon size={16}>
    <circle cx="8" cy="8" r="2.75" />
    <path d="M8 1.5v1.25M8 13.25v1.25M1.5 8h1.25M13.25 8h1.25M3.4 3.4l.9.9M11.7 11.7l.9.9M3.4 12.6l.9-.9M11.7 4.3l.9-.9" />
  </Icon>
);
export const MoonIcon = () => (
  <Icon size={16}>
    <path d="M13.25 9.5A5.5 5.5 0 016.5 2.75a5.5 5.5 0 106.75 6.75z" />
  </Icon>
);
export const MonitorIcon = () => (
  <Icon size={16}>
    <rect x="1.75" y="2.5" width="12.5" height="8.5" rx="1.25" />
    <path d="M5.5 13.75h5M8 11v2.75" />
  </Icon>
);
export const CollapseIcon = ({ collapsed }: { collapsed: boolean }) => (
  <Icon size={16}>
    <rect x="1.75" y="2.25" width="12.5" height="11.5" rx="1.5" />
    <path d="M6 2.25v11.5" />
    {collapsed ? <path d="M9 6.5L10.5 8 9 9.5" /> : <path d="M11 6.5L9.5 8 11 9.5" />}
  </Icon>
);
export const MenuIcon = () => (
  <Icon>
    <path d="M2.5 4.5h11M2.5 8h11M2.5 11.5h11" />
  </Icon>
);
export const CloseMenuIcon = () => (
  <Icon>
    <path d="M4 4l8 8M12 4l-8 8" />
  </Icon>
);

export const navIcons: Record<string, () => ReactNode> = {
  dashboard: DashboardIcon,
  vault: VaultIcon,
  agents: AgentsIcon,
  benchmarks: BenchmarksIcon,
  usage: UsageIcon,
  help: HelpIcon,
  settings: SettingsIcon,
};
