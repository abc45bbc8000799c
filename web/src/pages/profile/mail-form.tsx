/**
 * Which notifications also come by mail: the kinds of the user's role, each on or off (their role's
 * defaults until they choose). Mail is written in the language the site's language menu stored.
 */
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { User } from '#shared/domain';
import { type MailKind, mailKindsOf, type NotificationKind } from '#shared/notification-kinds';

import { callApi } from '../../api/client';
import { useSubmit } from '../../hooks/use-submit';
import { defaultLanguage, localeOf } from '../../i18n/languages';
import { useSession } from '../../session';

/** The mail's language, named in the language the page is read in. */
const languageName = (code: string | undefined, reading: string) =>
  new Intl.DisplayNames([localeOf(reading)], { type: 'language' }).of(code ?? defaultLanguage) ?? code;

export function MailForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation('profile');
  const { reloadUser } = useSession();
  const kinds: readonly MailKind[] = mailKindsOf[user.role];
  const [chosen, setChosen] = useState<readonly NotificationKind[]>(user.mailKinds);
  const [busy, send] = useSubmit(async () => {
    await callApi('updateUser', { body: { mailKinds: kinds.filter((kind) => chosen.includes(kind)) } });
    await reloadUser();
    return t('mail.saved');
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Form
        actions={
          <Button formAction="submit" loading={busy}>
            {t('mail.submit')}
          </Button>
        }
      >
        <Container
          header={
            <Header
              variant="h2"
              description={t('mail.description', { language: languageName(user.language, i18n.language) })}
            >
              {t('mail.title')}
            </Header>
          }
        >
          <SpaceBetween size="s">
            {kinds.map((kind) => (
              <Checkbox
                key={kind}
                checked={chosen.includes(kind)}
                onChange={({ detail }) =>
                  setChosen((now) => (detail.checked ? [...now, kind] : now.filter((k) => k !== kind)))
                }
              >
                {t(`mail.kinds.${kind}`)}
              </Checkbox>
            ))}
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
