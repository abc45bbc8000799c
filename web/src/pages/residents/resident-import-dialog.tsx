/**
 * Imports residents from a CSV file (`name,email,building,number[,phone]`): the shared preview-then-apply
 * dialog, with a line told as the student and their room (and the room they move from). New residents are
 * invited, moved ones moved; applying the same file again changes nothing twice.
 */
import { useTranslation } from 'react-i18next';

import { residentLimits } from '#shared/residents';

import { callApi, type DataOf } from '../../api/client';
import { CsvImportDialog } from '../../components/csv-import-dialog';

type Line = DataOf<'previewResidentImport'>['lines'][number];

export function ResidentImportDialog({ onDismiss, onDone }: { onDismiss(): void; onDone(): void }) {
  const { t } = useTranslation('residents');
  const details = (line: Line) => {
    if (line.reason) return t(`importReason.${line.reason}`);
    const who = `${line.name ?? ''} · ${line.email ?? ''} → ${line.building ?? ''} ${line.number ?? ''}`;
    return line.from ? `${who} (${t('import.from', { room: line.from })})` : who;
  };
  return (
    <CsvImportDialog<Line['outcome'], Line>
      namespace="residents"
      maxBytes={residentLimits.importBytes}
      preview={async (csv) => (await callApi('previewResidentImport', { body: { csv } })).data}
      apply={async (csv, from) => (await callApi('applyResidentImport', { body: { csv, from } })).data}
      details={details}
      statusOf={{ new: 'success', moved: 'info', unchanged: 'stopped', error: 'error' }}
      onDismiss={onDismiss}
      onDone={onDone}
    />
  );
}
