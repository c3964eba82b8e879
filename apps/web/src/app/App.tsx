import type { ToasterProps } from '@quartile/ui/toast';
import { Provider } from 'jotai';
import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appStore } from '../shared/session/atoms.ts';
import * as styles from './App.css.ts';

export function LoadingFallback() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      {t('common.loading')}
    </div>
  );
}

/**
 * The toast region, loaded after the first render: no page needs it to paint, and toasts raised
 * before it arrives wait in the queue. (Imported in an effect rather than with React.lazy, so the
 * server-rendered public pages hydrate without a Suspense boundary that the HTML does not have.)
 */
function DeferredToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('@quartile/ui/toast').then((m) => {
      if (!cancelled) setToaster(() => m.Toaster);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}

/** The app around its router: the browser's RouterProvider, or the prerender's static router. */
export function App({ children }: { children: ReactNode }) {
  return (
    <Provider store={appStore}>
      <Suspense fallback={<LoadingFallback />}>{children}</Suspense>
      <DeferredToaster />
    </Provider>
  );
}
