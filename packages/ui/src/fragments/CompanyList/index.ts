export { CompanyTable, type CompanyTableProps } from './CompanyTable.tsx';
export { CompanyDrawer, type CompanyDrawerProps } from './CompanyDrawer.tsx';
export { CompanyFlags } from './CompanyFlags.tsx';
export {
  COMPANY_FILTERS,
  companyFlags,
  filterCompanies,
  filterCounts,
  type CompanyFilter,
} from './companyList.ts';
export { ValidationPanel, validateCell, type EditableField, type ValidationPanelProps } from './ValidationPanel.tsx';
export { EditWebsiteDialog, type EditWebsiteDialogProps } from './EditWebsiteDialog.tsx';
export {
  DEFAULT_SCREENS,
  defaultScreens,
  screensOf,
  INDEPENDENCE_LETTERS,
  ScreensPanel,
  screenSettingsErrors,
  type IndependenceLetter,
  type ScreenOutcome,
  type ScreenSettings,
  type ScreensPanelProps,
} from './ScreensPanel.tsx';
