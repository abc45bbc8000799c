/**
 * Cloudscape's own strings (table labels, date pickers, close buttons…) in the app's language. Its
 * message files are loaded per language on demand (`cloudscape-messages.ts`).
 */
import type { I18nProviderProps } from '@cloudscape-design/components/i18n';
import { I18nProvider } from '@cloudscape-design/components/i18n';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useApiQuery } from '../hooks/use-api-query';
import { localeOf } from '../i18n/languages';
import { loadCloudscapeMessages, loadedMessages } from './cloudscape-messages';

const noMessages: readonly I18nProviderProps.Messages[] = [];

export function CloudscapeI18n({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language);
  const loadMessages = useCallback(() => loadCloudscapeMessages(locale), [locale]);
  // Until a new language's messages come, the last ones stay (the query keeps what it answered).
  const { data } = useApiQuery(loadMessages);
  const messages = loadedMessages.get(locale) ?? data ?? noMessages;
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
