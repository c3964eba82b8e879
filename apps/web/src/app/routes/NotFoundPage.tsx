import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import * as styles from './notFound.css.ts';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = `${t('notFound.title')} · Quartile`;
  }, [t]);
  return (
    <main className={styles.page}>
      <p className={styles.brand}>404</p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.lead}>{t('notFound.body', { path: pathname })}</p>
      <Link className={styles.action} to="/">
        {t('notFound.home')}
      </Link>
    </main>
  );
}
