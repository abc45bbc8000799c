/**
 * An admin erases one person (issue 34): a confirmation that cannot be sent before the admin ticks that
 * it cannot be undone, then the erasure, sent again while the server says it is not done (a hostel with
 * much history takes more than one call), and a success in the Flashbar.
 */
import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { callApi } from '../../api/client';
import { ActionModal } from '../../components/action-modal';
import { useSubmit } from '../../hooks/use-submit';

interface EraseUserDialogProps {
  user: { _id: string; name: string };
  onDismiss(): void;
  onDone(): void;
}

/** Calls a person's erasure until it is done; a closed page leaves it marked, and erasing again ends it. */
const maxCalls = 500;

export function EraseUserDialog({ user, onDismiss, onDone }: EraseUserDialogProps) {
  const { t } = useTranslation('privacy');
  const [understood, setUnderstood] = useState(false);
  const [busy, submit] = useSubmit(async () => {
    for (let call = 0; call < maxCalls; call++) {
      const { data } = await callApi('eraseUser', { body: { id: user._id } });
      if (data.done) break;
    }
    onDone();
    return t('erase.done', { name: user.name });
  });
  return (
    <ActionModal
      header={t('erase.title')}
      submitLabel={t('erase.erase')}
      busyText={t('erase.working')}
      busy={busy}
      disabled={!understood}
      onSubmit={submit}
      onDismiss={onDismiss}
    >
      <SpaceBetween size="m">
        <Box variant="p">
          <Box variant="strong">{user.name}</Box>
        </Box>
        <Box variant="p">{t('erase.body')}</Box>
        <Checkbox
          checked={understood}
          disabled={busy}
          onChange={({ detail }) => setUnderstood(detail.checked)}
        >
          {t('erase.confirm')}
        </Checkbox>
      </SpaceBetween>
    </ActionModal>
  );
}
