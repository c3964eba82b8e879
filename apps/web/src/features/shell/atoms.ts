// Shell preferences, app-wide and remembered in local storage: the sidebar's collapsed state
// ('sidebar-collapsed', spec section 2) and the colour mode (the design system's theme key).
import { SIDEBAR_COLLAPSED_KEY } from '@quartile/domain';
import { readThemePreference, setTheme, type ThemePreference } from '@quartile/ui';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

export const sidebarCollapsedAtom = atomWithStorage<boolean>(SIDEBAR_COLLAPSED_KEY, false, undefined, { getOnInit: true });

const themePreferenceBase = atom<ThemePreference>(readThemePreference());

/** Setting it stores the choice and applies it to <html data-theme>. */
export const themePreferenceAtom = atom(
  (get) => get(themePreferenceBase),
  (_get, set, preference: ThemePreference) => {
    setTheme(preference);
    set(themePreferenceBase, preference);
  },
);
