/**
 * Cloudscape's own strings (table labels, date pickers, close buttons…) in the app's language. Its
 * message files are loaded per language on demand; zh maps to zh-CN, which Cloudscape ships.
 */
import type { I18nProviderProps } from '@cloudscape-design/components/i18n';
import { I18nProvider, importMessages } from '@cloudscape-design/components/i18n';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useApiQuery } from '../hooks/use-api-query';
import { localeOf } from '../i18n/languages';

const noMessages: readonly I18nProviderProps.Messages[] = [];

/** Each locale's messages once loaded, so a provider that mounts after `preloadPage` has them at once. */
const loaded = new Map<string, readonly I18nProviderProps.Messages[]>();

/** A locale's messages: the provider reads them, and `preloadPage` asks for them before it renders. */
export const loadCloudscapeMessages = (locale: string) =>
  importMessages(locale).then((messages) => {
    // The first set stays, so a later load of the same locale gives the provider the same array.
    if (!loaded.has(locale)) loaded.set(locale, messages);
    return loaded.get(locale) ?? messages;
  });

export function CloudscapeI18n({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language);
  const loadMessages = useCallback(() => loadCloudscapeMessages(locale), [locale]);
  // Until a new language's messages come, the last ones stay (the query keeps what it answered).
  const { data } = useApiQuery(loadMessages);
  const messages = loaded.get(locale) ?? data ?? noMessages;
  // Rendered with the messages from the start when they are there (issue 28): their arrival after the
  // first render re-rendered every Cloudscape component of the page, a phone's longest task. One array
  // per set of messages, so a render of this provider alone re-renders none of them.
  const provided = useMemo(() => [...messages], [messages]);

  // Cloudscape's provider makes a new context value at each render, which re-renders every Cloudscape
  // component below it: it renders again only for a new language, new messages or new children.
  return useMemo(
    () => (
      <I18nProvider locale={locale} messages={provided}>
        {children}
      </I18nProvider>
    ),
    [locale, provided, children],
  );
}
