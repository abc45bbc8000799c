/**
 * Which notifications also come by push (issue 33): the kinds of the user's role, as the mail form offers
 * them, each on or off apart from mail (their role's defaults until they choose).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { User } from '#shared/domain';
import { type MailKind, type NotificationKind, pushKindsOf } from '#shared/notification-kinds';

import { callApi } from '../../api/client';
import { useSubmit } from '../../hooks/use-submit';
import { useSession } from '../../session';

export function PushKindsForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const { reloadUser } = useSession();
  const kinds: readonly MailKind[] = pushKindsOf[user.role];
  const [chosen, setChosen] = useState<readonly NotificationKind[]>(user.pushKinds);
  const [busy, send] = useSubmit(async () => {
    await callApi('updateUser', { body: { pushKinds: kinds.filter((kind) => chosen.includes(kind)) } });
    await reloadUser();
    return t('push.saved');
  });

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
          <SpaceBetween size="xxs">
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
        </div>
        <Button formAction="submit" loading={busy}>
          {t('push.submit')}
        </Button>
      </SpaceBetween>
    </form>
  );
}
