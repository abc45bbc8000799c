/** The six languages of spec §9 with their names there, and how each maps onto Cloudscape and `<html lang>`. */
export const languages = [
  { code: 'de', name: 'German' },
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Spanish' },
  { code: 'fr', name: 'French' },
  { code: 'ja', name: 'Japanese' },
  { code: 'zh', name: 'Chinese (Mandarin)' },
] as const;

export type Language = (typeof languages)[number]['code'];
export const languageCodes = languages.map((language) => language.code) as Language[];
export const defaultLanguage: Language = 'en';

/** Cloudscape ships zh-CN and zh-TW but nothing for plain `zh`; Mandarin in simplified script is zh-CN. */
export function localeOf(language: string): string {
  return language === 'zh' ? 'zh-CN' : language;
}

export function isLanguage(value: string): value is Language {
  return (languageCodes as string[]).includes(value);
}
