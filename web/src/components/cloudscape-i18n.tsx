/**
 * Cloudscape's own strings (table labels, date pickers, close buttons…) in the app's language. Its
 * message files are loaded per language on demand; zh maps to zh-CN, which Cloudscape ships.
 */
import type { I18nProviderProps } from '@cloudscape-design/components/i18n';
import { I18nProvider, importMessages } from '@cloudscape-design/components/i18n';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { localeOf } from '../i18n/languages';

export function CloudscapeI18n({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language);
  const [messages, setMessages] = useState<readonly I18nProviderProps.Messages[]>([]);

  useEffect(() => {
    let current = true;
    void importMessages(locale).then((list) => {
      if (current) setMessages(list);
    });
    return () => {
      current = false;
    };
  }, [locale]);

  return (
    <I18nProvider locale={locale} messages={[...messages]}>
      {children}
    </I18nProvider>
  );
}
