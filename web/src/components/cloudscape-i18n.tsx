/**
 * Cloudscape's own strings (table labels, date pickers, close buttons…) in the app's language. Its
 * message files are loaded per language on demand; zh maps to zh-CN, which Cloudscape ships.
 */
import type { I18nProviderProps } from '@cloudscape-design/components/i18n';
import { I18nProvider, importMessages } from '@cloudscape-design/components/i18n';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useApiQuery } from '../hooks/use-api-query';
import { localeOf } from '../i18n/languages';

const noMessages: readonly I18nProviderProps.Messages[] = [];

/** A locale's messages: the provider reads them, and `preloadPage` asks for them before it renders. */
export const loadCloudscapeMessages = (locale: string) => importMessages(locale);

export function CloudscapeI18n({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language);
  const loadMessages = useCallback(() => loadCloudscapeMessages(locale), [locale]);
  const { data: messages = noMessages } = useApiQuery(loadMessages);

  return (
    <I18nProvider locale={locale} messages={[...messages]}>
      {children}
    </I18nProvider>
  );
}
