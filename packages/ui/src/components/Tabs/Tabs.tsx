import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css.ts';

const join = (...parts: unknown[]) => parts.filter((p) => typeof p === 'string' && p).join(' ');

export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={join(styles.root, className)} />;
}
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <RACTabList {...props} className={join(styles.list, className)} />;
}
export function Tab({ className, ...props }: TabProps) {
  return <RACTab {...props} className={join(styles.tab, className)} />;
}
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={join(styles.panel, className)} />;
}
export type { TabListProps, TabPanelProps, TabProps, TabsProps };
