/**
 * Cloudscape's messages in each of the app's languages, loaded without Cloudscape's `importMessages`: that
 * one imports the toolkit's helpers, which sit in the shared Cloudscape chunk, so a first visit asked for
 * the messages only once that chunk (the largest a page loads) had arrived and run, and the page's title
 * waited a round trip more for them (issue 28). The message files themselves import nothing.
 */
import type { I18nProviderProps } from '@cloudscape-design/components/i18n';

type Messages = readonly I18nProviderProps.Messages[];

/** By the locale `localeOf` gives each language (zh's is zh-CN, which Cloudscape ships). */
const files: Record<string, () => Promise<{ default: I18nProviderProps.Messages }>> = {
  de: () => import('@cloudscape-design/components/i18n/messages/all.de'),
  en: () => import('@cloudscape-design/components/i18n/messages/all.en'),
  es: () => import('@cloudscape-design/components/i18n/messages/all.es'),
  fr: () => import('@cloudscape-design/components/i18n/messages/all.fr'),
  ja: () => import('@cloudscape-design/components/i18n/messages/all.ja'),
  'zh-CN': () => import('@cloudscape-design/components/i18n/messages/all.zh-CN'),
};

/** Each locale's messages once loaded, so a provider that mounts after `preloadPage` has them at once. */
export const loadedMessages = new Map<string, Messages>();

/** A locale's messages: the provider reads them, and `preloadPage` asks for them before it renders. */
export const loadCloudscapeMessages = async (locale: string): Promise<Messages> => {
  const file = files[locale];
  const messages: Messages = file ? [(await file()).default] : [];
  // The first set stays, so a later load of the same locale gives the provider the same array.
  if (!loadedMessages.has(locale)) loadedMessages.set(locale, messages);
  return loadedMessages.get(locale) ?? messages;
};
