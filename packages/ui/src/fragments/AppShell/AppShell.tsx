import { useId, type ReactNode } from 'react';
import * as styles from './AppShell.css.ts';

export interface AppShellProps {
  /** The navigation (the Sidebar fragment). */
  sidebar: ReactNode;
  children: ReactNode;
}

/** The signed-in frame: navigation beside the page from 768 px up, above it on phones. */
export function AppShell({ sidebar, children }: AppShellProps) {
  const mainId = useId();
  return (
    <div className={styles.root}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        Skip to content
      </a>
      {sidebar}
      <main id={mainId} className={styles.main} tabIndex={-1}>
        <div className={styles.content}>{children}</div>
      </main>
    </div>
  );
}
