import './styles/index.ts';

export { vars } from './theme/vars.css.ts';
export { sprinkles, type Sprinkles } from './theme/sprinkles.css.ts';
export { breakpoints, mediaUp, type Breakpoint } from './theme/breakpoints.ts';
export { toneNames, type Tone } from './theme/tokens/color.ts';
export {
  THEME_STORAGE_KEY,
  readThemePreference,
  resolveTheme,
  setTheme,
  themeBootScript,
  themePreferences,
  type ResolvedTheme,
  type ThemePreference,
} from './theme/theme-mode.ts';
export * from './icons/icons.tsx';

export * from './components/Button/index.ts';
export * from './components/Field/index.ts';
export * from './components/Popover/index.ts';
export * from './components/TextField/index.ts';
export * from './components/SearchField/index.ts';
export * from './components/Select/index.ts';
export * from './components/Checkbox/index.ts';
export * from './components/Switch/index.ts';
export * from './components/Dialog/index.ts';
export * from './components/Menu/index.ts';
export * from './components/Tabs/index.ts';
export * from './components/Link/index.ts';
export * from './components/Tooltip/index.ts';
export * from './components/Badge/index.ts';
export * from './components/StatusTag/index.ts';
export * from './components/Card/index.ts';
export * from './components/ProgressBar/index.ts';
export * from './components/Skeleton/index.ts';
export * from './components/Table/index.ts';
export * from './components/FileDrop/index.ts';
export * from './components/PageHeader/index.ts';
export * from './components/EmptyState/index.ts';
export * from './components/ErrorState/index.ts';
export * from './components/ListFrame/index.ts';
export * from './components/NotFoundState/index.ts';
export * from './components/RecordFallback/index.ts';
export * from './components/StatCard/index.ts';
export * from './components/Toast/index.ts';
export * from './components/DataGrid/index.ts';

// Layout primitives on the sprinkles.
export * from './components/Box/index.ts';
export * from './components/Stack/index.ts';
export * from './components/Inline/index.ts';
export type { PagedListProps } from './types/loadState.ts';
/** Text styles the app's own pages share with the fragments. */
export { eyebrowText } from './styles/text.css.ts';
