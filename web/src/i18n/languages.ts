/** The six languages of spec §9 with their names there, and how each maps onto Cloudscape and `<html lang>`. */
import { defaultLanguage, type Language, languageCodes } from '#shared/languages';

export { defaultLanguage, isLanguage, type Language, languageCodes, localeOf } from '#shared/languages';

const names: Record<Language, string> = {
  de: 'German',
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  ja: 'Japanese',
  zh: 'Chinese (Mandarin)',
};
export const languages = languageCodes.map((code) => ({ code, name: names[code] }));

/** The menu's entry for a language code; English for anything else. */
export const languageEntry = (code: string | undefined) =>
  languages.find((language) => language.code === code) ?? {
    code: defaultLanguage,
    name: names[defaultLanguage],
  };
