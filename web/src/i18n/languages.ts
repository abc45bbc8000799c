/**
 * The six languages of spec §9 and how each maps onto Cloudscape and `<html lang>`. The menus name each
 * language in itself (issue 28): a reader who cannot read the current language still finds their own.
 */
import { defaultLanguage, type Language, languageCodes } from '#shared/languages';

export { defaultLanguage, isLanguage, type Language, languageCodes, localeOf } from '#shared/languages';

const names: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ja: '日本語',
  zh: '中文',
};
export const languages = languageCodes.map((code) => ({ code, name: names[code] }));

/** The menu's entry for a language code; English for anything else. */
export const languageEntry = (code: string | undefined) =>
  languages.find((language) => language.code === code) ?? {
    code: defaultLanguage,
    name: names[defaultLanguage],
  };
