import { Toaster } from '@quartile/ui';
import { Provider } from 'jotai';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { appStore } from '../shared/session/index.ts';
import { router } from './router.tsx';
import * as styles from './App.css.ts';

export function LoadingFallback() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      {t('common.loading')}
    </div>
  );
}

export function App() {
  return (
    <Provider store={appStore}>
      <Suspense fallback={<LoadingFallback />}>
        <RouterProvider router={router} />
      </Suspense>
      <Toaster />
    </Provider>
  );
}
