import i18n from 'i18next';
import { lazy, type ComponentType } from 'react';

/**
 * A page loaded on its first visit, with its feature's English texts registered just before: the routes are
 * imported before i18next is initialised, so a feature cannot register its texts when its routes load.
 */
export function lazyWithTexts<T extends ComponentType>(namespace: string, texts: object, load: () => Promise<{ default: T }>) {
  return lazy(() => {
    if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, texts, true, true);
    return load();
  });
}
