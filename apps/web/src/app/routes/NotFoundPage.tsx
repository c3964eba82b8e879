import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import * as styles from './notFound.css.ts';

export interface NotFoundPageProps {
  /** Inside the signed-in shell (which holds the page's main landmark): a section that leads back to the dashboard. */
  inShell?: boolean;
}

export default function NotFoundPage({ inShell = false }: NotFoundPageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const titleId = useId();
  useEffect(() => {
    document.title = `${t('notFound.title')} · Quartile`;
  }, [t]);
  const Frame = inShell ? 'section' : 'main';
  return (
    <Frame className={styles.page} aria-labelledby={titleId}>
      <p className={styles.brand}>404</p>
      <h1 className={styles.title} id={titleId}>
        {t('notFound.title')}
      </h1>
      <p className={styles.lead}>{t('notFound.body', { path: pathname })}</p>
      <Link className={styles.action} to={inShell ? '/dashboard' : '/'}>
        {inShell ? t('notFound.dashboard') : t('notFound.home')}
      </Link>
    </Frame>
  );
}
