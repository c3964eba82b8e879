import { useId, type ReactNode } from 'react';
import { useNavMenu } from '../../hooks/useNavMenu.ts';
import '../../styles/index.ts';
import { CloseIcon } from '../../icons/icons.tsx';
import { action, actionSize } from '../../styles/action.css.ts';
import { LogoMark } from '../../components/Logo/Logo.tsx';
import { NavigationProvider, PlainLink } from '../../components/PlainLink/PlainLink.tsx';
import * as styles from './PublicLayout.css.ts';

export interface NavItem {
  label: string;
  href: string;
}

export interface FooterColumn {
  title: string;
  links: readonly NavItem[];
}

export interface PublicLayoutProps {
  brandName: string;
  /** Accessible name of the logo link, e.g. "Quartile home". */
  homeLabel: string;
  navLabel: string;
  navLinks: readonly NavItem[];
  login: NavItem;
  requestDemo: NavItem;
  menuLabel: string;
  skipLabel: string;
  footerLabel: string;
  footerTagline: string;
  footerColumns: readonly FooterColumn[];
  /** e.g. "© 2025 Example Private Limited. All rights reserved." */
  companyLine: string;
  /** The current path: marks the active link and closes the mobile menu on navigation. */
  currentPath: string;
  /** Flags the page as public for styling (data-public on the root). */
  isPublic?: boolean;
  /** Client-side navigation for every link inside (the app's router); without it links load pages. */
  navigate?: (href: string) => void;
  children: ReactNode;
}

function MenuIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2.5 4.5h11M2.5 8h11M2.5 11.5h11" />
    </svg>
  );
}

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** Top bar, mobile menu and footer around the public pages. */
export function PublicLayout({ navigate, ...props }: PublicLayoutProps) {
  const layout = <PublicLayoutFrame {...props} />;
  return navigate ? <NavigationProvider navigate={navigate}>{layout}</NavigationProvider> : layout;
}

function PublicLayoutFrame(props: Omit<PublicLayoutProps, 'navigate'>) {
  const {
    brandName,
    homeLabel,
    navLabel,
    navLinks,
    login,
    requestDemo,
    menuLabel,
    skipLabel,
    footerLabel,
    footerTagline,
    footerColumns,
    companyLine,
    currentPath,
    isPublic = true,
    children,
  } = props;
  const [menuOpen, setMenuOpen] = useNavMenu(currentPath);
  const menuId = useId();
  const mainId = useId();

  const current = (href: string) => (samePath(href, currentPath) ? ('page' as const) : undefined);

  return (
    <div className={styles.root} data-public={isPublic ? '' : undefined}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        {skipLabel}
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <PlainLink href="/" className={styles.brand} aria-label={homeLabel}>
            <LogoMark />
            <span aria-hidden="true">{brandName}</span>
          </PlainLink>
          <nav className={styles.nav} aria-label={navLabel}>
            <ul className={styles.navList}>
              {navLinks.map((l) => (
                <li key={l.href}>
                  <PlainLink href={l.href} className={styles.navLink} aria-current={current(l.href)}>
                    {l.label}
                  </PlainLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.barEnd}>
            <PlainLink href={login.href} className={styles.loginLink}>
              {login.label}
            </PlainLink>
            <PlainLink href={requestDemo.href} className={[action.primary, actionSize.sm, styles.demoWide].join(' ')}>
              {requestDemo.label}
            </PlainLink>
            <button
              type="button"
              className={styles.menuToggle}
              aria-label={menuLabel}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <CloseIcon size={18} /> : <MenuIcon />}
            </button>
          </div>
        </div>
        {menuOpen ? (
          <nav id={menuId} className={styles.mobileMenu} aria-label={menuLabel}>
            <ul className={styles.mobileList}>
              {navLinks.map((l) => (
                <li key={l.href}>
                  <PlainLink href={l.href} className={styles.mobileLink} aria-current={current(l.href)} onClick={() => setMenuOpen(false)}>
                    {l.label}
                  </PlainLink>
                </li>
              ))}
            </ul>
            <div className={styles.mobileActions}>
              <PlainLink href={requestDemo.href} className={action.primary} onClick={() => setMenuOpen(false)}>
                {requestDemo.label}
              </PlainLink>
            </div>
          </nav>
        ) : null}
      </header>
      <main id={mainId} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer} aria-label={footerLabel}>
        <div className={styles.footerInner}>
          <div className={styles.footerTop}>
            <div className={styles.footerBrand}>
              <span className={styles.brand}>
                <LogoMark />
                {brandName}
              </span>
              <p className={styles.footerTagline}>{footerTagline}</p>
            </div>
            {footerColumns.map((column) => (
              <nav key={column.title} aria-label={column.title}>
                <h2 className={styles.footerHeading}>{column.title}</h2>
                <ul className={styles.footerList}>
                  {column.links.map((l) => (
                    <li key={`${l.href}-${l.label}`}>
                      <PlainLink href={l.href} className={styles.footerLink}>
                        {l.label}
                      </PlainLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
          <p className={styles.footerBottom}>{companyLine}</p>
        </div>
      </footer>
    </div>
  );
}
