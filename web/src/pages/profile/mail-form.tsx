/**
 * Which notifications also come by mail: the kinds of the user's role, each on or off (their role's
 * defaults until they choose). Mail is written in the language the site's language menu stored.
 */
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import { useTranslation } from 'react-i18next';

import type { User } from '#shared/domain';
import { mailKindsOf } from '#shared/notification-kinds';

import { defaultLanguage, localeOf } from '../../i18n/languages';
import { KindCheckboxes, useKindsChoice } from './kinds-choice';

/** The mail's language, named in the language the page is read in. */
const languageName = (code: string | undefined, reading: string) =>
  new Intl.DisplayNames([localeOf(reading)], { type: 'language' }).of(code ?? defaultLanguage) ?? code;

export function MailForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation('profile');
  const kinds = mailKindsOf[user.role];
  const { chosen, toggle, busy, send } = useKindsChoice('mailKinds', kinds, user.mailKinds, t('mail.saved'));

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
          <KindCheckboxes kinds={kinds} chosen={chosen} toggle={toggle} size="s" />
        </Container>
      </Form>
    </form>
  );
}
