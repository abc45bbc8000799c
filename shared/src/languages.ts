/** The six languages of spec §9: the site's menu and the language a user's mail is written in. */
export const languageCodes = ['de', 'en', 'es', 'fr', 'ja', 'zh'] as const;
export type Language = (typeof languageCodes)[number];
export const defaultLanguage: Language = 'en';

export function isLanguage(value: string): value is Language {
  return (languageCodes as readonly string[]).includes(value);
}
