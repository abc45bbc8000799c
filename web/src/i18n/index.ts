/**
 * i18next for our own strings: six languages (spec §9), English by default, the choice remembered in
 * localStorage (and `?lng=` honoured for shared links), namespaces loaded per language on demand so a
 * page downloads only what it shows. `<html lang>` follows the language; Cloudscape's own strings follow
 * through `CloudscapeI18n`.
 */
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

import { type MessageKey, messageKeyOf } from '#shared/messages';

import { defaultLanguage, languageCodes, localeOf } from './languages';

export { defaultLanguage, isLanguage, type Language, languageCodes, languages, localeOf } from './languages';
export { type Namespace, namespaces } from './namespaces';

export const languageStorageKey = 'hostel-clean.lng';

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = localeOf(language);
});

/** Resolves once the language is detected and the `common` namespace is loaded. */
export const i18nReady = i18n
  .use(
    resourcesToBackend(
      (language: string, namespace: string) => import(`./locales/${language}/${namespace}.json`),
    ),
  )
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: languageCodes,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: defaultLanguage,
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: false,
    interpolation: { escapeValue: false },
    // Detect the language and start loading at once, not a tick later: `preloadPage` (app.tsx) reads
    // `i18n.language` right after this to ask for the first page's namespaces alongside `common`.
    initAsync: false,
    // Only an explicit choice picks the language (default English, spec §9); the browser's does not.
    detection: {
      order: ['querystring', 'localStorage'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: languageStorageKey,
      caches: ['localStorage'],
    },
  });

/** Any `t` that can read the validation namespace, e.g. from `useTranslation(['auth', 'validation'])`. */
export type ValidationT = (key: `validation:${MessageKey}`) => string;

/**
 * Translates a message the server or a shared schema produced (`shared/src/messages.ts`): known texts go
 * through `validation:<key>`, anything else is shown as it came.
 */
export function translateMessage(t: ValidationT, text: string): string {
  const key = messageKeyOf(text);
  return key ? t(`validation:${key}`) : text;
}

export default i18n;
