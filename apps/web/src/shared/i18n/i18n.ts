// i18next with English resources. Detection order and caching as the spec's section 1 says:
// query string, cookie, local storage, session storage, browser, html tag; cached in local storage.
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';

export const detectionOrder = ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'] as const;

export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: { en: { translation: en } },
      fallbackLng: 'en',
      supportedLngs: ['en'],
      nonExplicitSupportedLngs: true,
      interpolation: { escapeValue: false },
      detection: { order: [...detectionOrder], caches: ['localStorage'] },
      initAsync: false,
    });
  return i18n;
}
