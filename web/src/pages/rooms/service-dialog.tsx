/** Takes the chosen room out of service, with a reason kept in its history, or brings it back. */
import Box from '@cloudscape-design/components/box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { callApi } from '../../api/client';
import { ActionModal } from '../../components/action-modal';
import { FormInput } from '../../components/form-fields';
import { useSubmit } from '../../hooks/use-submit';
import type { RoomRow } from './room-list';

interface ServiceDialogProps {
  /** The room as a list shows it (the maintenance board's urgent reports open it too, issue 32). */
  room: Pick<RoomRow, 'id' | 'number' | 'inService'>;
  onDismiss(): void;
  onDone(): void;
}

export function ServiceDialog({ room, onDismiss, onDone }: ServiceDialogProps) {
  const { t } = useTranslation('rooms');
  const [note, setNote] = useState('');
  const kind = room.inService ? 'takeOut' : 'bringBack';
  const [busy, send] = useSubmit(async () => {
    const trimmed = note.trim();
    await callApi('setRoomService', {
      body: { roomId: room.id, inService: !room.inService, ...(trimmed ? { note: trimmed } : {}) },
    });
    onDone();
    return t(`${kind}.done`, { number: room.number });
  });
  return (
    <ActionModal
      header={t(`${kind}.title`, { number: room.number })}
      submitLabel={t(`${kind}.submit`)}
      onSubmit={() => send()}
      onDismiss={onDismiss}
      busy={busy}
    >
      {room.inService ? (
        <FormInput
          label={t('takeOut.note')}
          value={note}
          errorText={undefined}
          onChange={({ detail }) => setNote(detail.value.slice(0, 200))}
        />
      ) : (
        <Box>{t('bringBack.text')}</Box>
      )}
    </ActionModal>
  );
}
