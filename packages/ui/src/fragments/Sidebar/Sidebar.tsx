import { useId } from 'react';
import { useNavMenu } from '../../hooks/useNavMenu.ts';
import { Button as RACButton, Link as RACLink, ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import type { ThemePreference } from '../../theme/theme-mode.ts';
import { LogoMark } from '../../components/Logo/Logo.tsx';
import { CloseMenuIcon, CollapseIcon, LogoutIcon, MenuIcon, MonitorIcon, MoonIcon, navIcons, SettingsIcon, SunIcon } from './icons.tsx';
import * as styles from './Sidebar.css.ts';

export interface SidebarItem {
  /** dashboard, vault, agents, benchmarks, usage, help, settings: picks the icon. */
  id: string;
  label: string;
  href: string;
}

export interface SidebarProps {
  /** The items this user may see (the domain's `sidebarItems(user)`). */
  items: readonly SidebarItem[];
  /** Marks the current item; navigating closes the mobile menu. */
  currentPath: string;
  userName: string;
  firmName: string;
  isCollapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  themePreference: ThemePreference;
  onThemeChange: (preference: ThemePreference) => void;
  onLogout: () => void;
  isLoggingOut?: boolean;
  settingsHref?: string;
  homeHref?: string;
}

const THEME_OPTIONS = [
  { id: 'light', label: 'Light', Icon: SunIcon },
  { id: 'dark', label: 'Dark', Icon: MoonIcon },
  { id: 'system', label: 'System', Icon: MonitorIcon },
] as const satisfies readonly { id: ThemePreference; label: string; Icon: () => unknown }[];

const isCurrent = (href: string, path: string) => {
  const p = path.split(/[?#]/)[0] ?? '';
  return p === href || p.startsWith(`${href}/`);
};

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

/**
 * The signed-in navigation (spec section 2 "Sidebar"): collapsible from md (768 px) up; below it a
 * top bar with a menu button opens the same content as a panel. Items, user, firm, colour mode, logout.
 */
export function Sidebar({
  items,
  currentPath,
  userName,
  firmName,
  isCollapsed,
  onCollapsedChange,
  themePreference,
  onThemeChange,
  onLogout,
  isLoggingOut = false,
  settingsHref = '/settings',
  homeHref = '/dashboard',
}: SidebarProps) {
  const [menuOpen, setMenuOpen] = useNavMenu(currentPath);
  const panelId = useId();

  const brand = (
    <RACLink href={homeHref} className={styles.brand} aria-label="Quartile dashboard">
      <span className={styles.brandMark}>
        <LogoMark size={26} />
      </span>
      <span className={styles.brandName} aria-hidden="true">
        Quartile
      </span>
    </RACLink>
  );

  return (
    <>
      <header className={styles.mobileBar}>
        {brand}
        <RACButton
          className={styles.iconButton}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls={panelId}
          onPress={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseMenuIcon /> : <MenuIcon />}
        </RACButton>
      </header>
      {/* The column under the sticky panel carries its background to the foot of a long page. */}
      <div className={styles.column}>
        <aside id={panelId} className={styles.sidebar} data-collapsed={isCollapsed || undefined} data-open={menuOpen || undefined} aria-label="Sidebar">
          <div className={styles.header}>
            {brand}
            <RACButton
              className={styles.iconButton}
              aria-label={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              aria-expanded={!isCollapsed}
              onPress={() => onCollapsedChange(!isCollapsed)}
            >
              <CollapseIcon collapsed={isCollapsed} />
            </RACButton>
          </div>

          <nav className={styles.nav} aria-label="Main">
            <ul className={styles.navList}>
              {items.map((item) => {
                const Icon = navIcons[item.id];
                return (
                  <li key={item.id}>
                    <RACLink href={item.href} className={styles.navLink} aria-current={isCurrent(item.href, currentPath) ? 'page' : undefined}>
                      <span className={styles.navIcon}>{Icon ? <Icon /> : null}</span>
                      <span className={styles.navLabel}>{item.label}</span>
                    </RACLink>
                  </li>
                );
              })}
            </ul>
          </nav>

          <div className={styles.footer}>
            <ToggleButtonGroup
              aria-label="Colour mode"
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[themePreference]}
              onSelectionChange={(keys: Set<Key>) => {
                const [next] = [...keys];
                if (next === 'light' || next === 'dark' || next === 'system') onThemeChange(next);
              }}
              className={styles.themeGroup}
            >
              {THEME_OPTIONS.map(({ id, label, Icon }) => (
                <ToggleButton key={id} id={id} className={styles.themeOption} aria-label={label}>
                  <Icon />
                  <span className={styles.themeLabel} aria-hidden="true">
                    {label}
                  </span>
                </ToggleButton>
              ))}
            </ToggleButtonGroup>

            <div className={styles.userRow}>
              <span className={styles.avatar} aria-hidden="true">
                {initials(userName)}
              </span>
              <div className={styles.userText}>
                <span className={styles.userName}>{userName}</span>
                <span className={styles.firmName}>{firmName}</span>
              </div>
              <RACLink href={settingsHref} className={styles.iconButton} aria-label="Settings" aria-current={isCurrent(settingsHref, currentPath) ? 'page' : undefined}>
                <SettingsIcon />
              </RACLink>
            </div>

            <RACButton className={styles.logout} onPress={onLogout} isPending={isLoggingOut} aria-label="Logout">
              <LogoutIcon />
              <span className={styles.navLabel} aria-hidden="true">
                Logout
              </span>
            </RACButton>
          </div>
        </aside>
      </div>
    </>
  );
}
