/**
 * Imports rooms from a CSV file (`building,floor,number,type,beds`): the shared preview-then-apply dialog,
 * with a room's line told as its place, type and beds and what it changes. Applying the same file again
 * adds no room twice.
 */
import { useTranslation } from 'react-i18next';

import { roomLimits } from '#shared/rooms';

import { callApi, type DataOf } from '../../api/client';
import { CsvImportDialog } from '../../components/csv-import-dialog';
import type { RoomTypes } from './use-room-types';

type Line = DataOf<'previewRoomImport'>['lines'][number];

interface ImportDialogProps {
  types: RoomTypes;
  onDismiss(): void;
  onDone(): void;
}

export function ImportDialog({ types, onDismiss, onDone }: ImportDialogProps) {
  const { t } = useTranslation('rooms');
  const details = (line: Line) => {
    if (line.reason) return t(`importReason.${line.reason}`);
    const room = `${line.building} · ${line.floor} · ${line.number} · ${types.label(line.typeId ?? '')} · ${line.beds}`;
    if (!line.changes) return room;
    return `${room} (${line.changes.map((change) => t(`change.${change}`)).join(', ')})`;
  };
  return (
    <CsvImportDialog<Line['outcome'], Line>
      namespace="rooms"
      maxBytes={roomLimits.importBytes}
      preview={async (csv) => (await callApi('previewRoomImport', { body: { csv } })).data}
      apply={async (csv, from) => (await callApi('applyRoomImport', { body: { csv, from } })).data}
      details={details}
      statusOf={{ new: 'success', changed: 'info', unchanged: 'stopped', error: 'error' }}
      onDismiss={onDismiss}
      onDone={onDone}
    />
  );
}
