export const THEME_STORAGE_KEY = 'quartile-theme';

export const themePreferences = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof themePreferences)[number];
export type ResolvedTheme = 'light' | 'dark';

const darkQuery = '(prefers-color-scheme: dark)';

/**
 * Inline script for index.html's <head>: sets `data-theme` on <html> before first paint
 * from the stored preference (light, dark or system), so there is no flash of the wrong theme.
 */
export function themeBootScript(storageKey: string = THEME_STORAGE_KEY): string {
  return `(function(){var t='light';try{var p=localStorage.getItem(${JSON.stringify(storageKey)});t=p==='dark'||(p!=='light'&&window.matchMedia('${darkQuery}').matches)?'dark':'light'}catch(e){}var r=document.documentElement;r.setAttribute('data-theme',t);r.style.colorScheme=t})();`;
}

function isPreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (themePreferences as readonly string[]).includes(value);
}

export function readThemePreference(storageKey: string = THEME_STORAGE_KEY): ThemePreference {
  try {
    const stored = localStorage.getItem(storageKey);
    return isPreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function resolveTheme(preference: ThemePreference): ResolvedTheme {
  if (preference !== 'system') return preference;
  return typeof matchMedia === 'function' && matchMedia(darkQuery).matches ? 'dark' : 'light';
}

function applyTheme(theme: ResolvedTheme): void {
  document.documentElement.dataset['theme'] = theme;
  document.documentElement.style.colorScheme = theme;
}

let stopFollowingSystem: (() => void) | undefined;

/**
 * Stores the preference and applies it to <html>. With 'system', the page follows
 * the operating system's setting until another preference is chosen.
 */
export function setTheme(preference: ThemePreference, storageKey: string = THEME_STORAGE_KEY): ResolvedTheme {
  try {
    if (preference === 'system') localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, preference);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
  stopFollowingSystem?.();
  stopFollowingSystem = undefined;
  if (preference === 'system' && typeof matchMedia === 'function') {
    const query = matchMedia(darkQuery);
    const onChange = () => applyTheme(query.matches ? 'dark' : 'light');
    query.addEventListener('change', onChange);
    stopFollowingSystem = () => query.removeEventListener('change', onChange);
  }
  const resolved = resolveTheme(preference);
  applyTheme(resolved);
  return resolved;
}
