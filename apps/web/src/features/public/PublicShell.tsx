// The layout route of the public website: top bar, footer and client-side navigation
// for the design system's links (the layout bridges react-aria's links to react-router).
import { isMarketingRoute } from '@quartile/domain';
import { PublicLayout } from '@quartile/ui/fragments/PublicLayout';
import i18n from 'i18next';
import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import { site } from '../../content/site.ts';
import { en } from './en.ts';
import { NAMESPACE, usePublicCopy } from './hooks/useCopy.ts';
import * as styles from './public.css.ts';

i18n.addResourceBundle('en', NAMESPACE, en, true, true);

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

export default function PublicShell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { copy, t } = usePublicCopy();
  const isPublic = isMarketingRoute(pathname);

  // Flag the document for public-page styling while a public route is shown.
  useEffect(() => {
    if (!isPublic) return;
    document.body.dataset['public'] = '';
    return () => {
      delete document.body.dataset['public'];
    };
  }, [isPublic]);

  const nav = copy.layout.nav;
  const footer = copy.layout.footer;
  return (
    <>
      <PublicLayout
        navigate={(href) => (isInternal(href) ? void navigate(href) : window.location.assign(href))}
        brandName={site.productName}
        homeLabel={copy.layout.homeLabel}
        navLabel={copy.layout.navLabel}
        menuLabel={copy.layout.menu}
        skipLabel={copy.layout.skip}
        footerLabel={copy.layout.footerLabel}
        footerTagline={copy.layout.footerTagline}
        currentPath={pathname}
        isPublic={isPublic}
        navLinks={[
          { label: nav.benchmarking, href: '/benchmarking' },
          { label: nav.pricing, href: '/pricing' },
          { label: nav.about, href: '/about' },
          { label: nav.contact, href: '/contact' },
        ]}
        login={{ label: nav.login, href: '/login' }}
        requestDemo={{ label: nav.requestDemo, href: '/contact' }}
        footerColumns={[
          {
            title: footer.product,
            links: [
              { label: footer.features, href: '/products' },
              { label: footer.benchmarking, href: '/benchmarking' },
              { label: footer.pricing, href: '/pricing' },
            ],
          },
          {
            title: footer.company,
            links: [
              { label: footer.about, href: '/about' },
              { label: footer.careers, href: '/careers' },
              { label: footer.contact, href: '/contact' },
            ],
          },
          {
            title: footer.legal,
            links: [
              { label: footer.privacy, href: '/privacy-policy' },
              { label: footer.terms, href: '/terms-of-service' },
            ],
          },
          { title: footer.connect, links: [{ label: footer.scheduleADemo, href: '/contact' }] },
        ]}
        companyLine={t('layout.companyLine', { year: site.copyrightYear, company: site.companyLegalName })}
      >
        <Suspense
          fallback={
            <div className={styles.pageFallback} role="status">
              {copy.loading}
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </PublicLayout>
      <ScrollRestoration />
    </>
  );
}
