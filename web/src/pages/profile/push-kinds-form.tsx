/**
 * Which notifications also come by push (issue 33): the kinds of the user's role, as the mail form offers
 * them, each on or off apart from mail (their role's defaults until they choose).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import type { User } from '#shared/domain';
import { pushKindsOf } from '#shared/notification-kinds';

import { KindCheckboxes, useKindsChoice } from './kinds-choice';

export function PushKindsForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const kinds = pushKindsOf[user.role];
  const { chosen, toggle, busy, send } = useKindsChoice('pushKinds', kinds, user.pushKinds, t('push.saved'));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <SpaceBetween size="s">
        <div role="group" aria-label={t('push.kindsTitle')}>
          <Box variant="h3">{t('push.kindsTitle')}</Box>
          <Box variant="small">{t('push.kindsHint')}</Box>
          <KindCheckboxes kinds={kinds} chosen={chosen} toggle={toggle} size="xxs" />
        </div>
        <Button formAction="submit" loading={busy}>
          {t('push.submit')}
        </Button>
      </SpaceBetween>
    </form>
  );
}
