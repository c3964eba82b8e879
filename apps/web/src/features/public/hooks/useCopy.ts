import { useTranslation } from 'react-i18next';
import { en, type PublicCopy } from '../en.ts';

export const NAMESPACE = 'public';

/**
 * The public site's copy as typed data (cards, lists, legal sections) in the active language,
 * plus `t` for interpolated strings. English is the only language the spec defines.
 */
export function usePublicCopy(): { copy: PublicCopy; t: ReturnType<typeof useTranslation>['t'] } {
  const { t, i18n } = useTranslation(NAMESPACE);
  const bundle = i18n.getResourceBundle(i18n.resolvedLanguage ?? 'en', NAMESPACE) as PublicCopy | undefined;
  return { copy: bundle ?? en, t };
}
