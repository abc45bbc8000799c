/**
 * Imports residents from a CSV file (`name,email,building,number[,phone]`): previewed first (every line's
 * outcome, nothing written), then applied slice by slice with a progress bar. A file with a refused line
 * cannot be applied; applying the same file again, or again after a stop, finishes it and changes nothing
 * twice.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { residentLimits } from '#shared/residents';

import { callApi, type DataOf } from '../../api/client';
import { ActionModal } from '../../components/action-modal';
import { useNotify } from '../../components/notifications';
import { useSubmit } from '../../hooks/use-submit';
import { ResidentPreview } from './resident-preview';

type Preview = DataOf<'previewResidentImport'>;

export function ResidentImportDialog({ onDismiss, onDone }: { onDismiss(): void; onDone(): void }) {
  const { t } = useTranslation('residents');
  const notify = useNotify();
  const [files, setFiles] = useState<File[]>([]);
  const [csv, setCsv] = useState<string>();
  const [preview, setPreview] = useState<Preview>();
  const [progress, setProgress] = useState<{ done: number; total: number }>();

  const choose = (chosen: File[]) => {
    setFiles(chosen);
    setPreview(undefined);
    setCsv(undefined);
    const file = chosen[0];
    if (!file) return;
    file.text().then(setCsv, () => notify.error(t('import.unreadable')));
  };

  const [previewing, runPreview] = useSubmit(async (text: string) => {
    setPreview((await callApi('previewResidentImport', { body: { csv: text } })).data);
  });
  const [applying, runApply] = useSubmit(async (text: string) => {
    const written = { new: 0, moved: 0, unchanged: 0, invitationsNotSent: 0 };
    let from: number | undefined = 0;
    while (from !== undefined) {
      const data: DataOf<'applyResidentImport'> = (
        await callApi('applyResidentImport', { body: { csv: text, from } })
      ).data;
      written.new += data.written.new;
      written.moved += data.written.moved;
      written.unchanged += data.written.unchanged;
      written.invitationsNotSent += data.written.invitationsNotSent;
      setProgress({ done: data.done, total: data.total });
      from = data.next;
    }
    onDone();
    return t('import.done', written);
  });

  const ready = preview !== undefined && preview.counts.error === 0;
  return (
    <ActionModal
      header={t('import.title')}
      submitLabel={preview ? t('import.apply') : t('import.preview')}
      busyText={applying ? t('import.applying') : undefined}
      onSubmit={() => {
        if (!csv) return;
        if (ready) runApply(csv);
        else runPreview(csv);
      }}
      onDismiss={onDismiss}
      busy={previewing || applying}
      disabled={csv === undefined || (preview !== undefined && !ready)}
    >
      <SpaceBetween size="m">
        <FormField label={t('import.file')} description={t('import.help')}>
          <FileUpload
            value={files}
            onChange={({ detail }) => choose(detail.value)}
            accept=".csv,text/csv"
            showFileSize
            constraintText={`≤ ${residentLimits.importBytes / 1024} KB`}
            i18nStrings={{
              uploadButtonText: () => t('import.choose'),
              dropzoneText: () => t('import.drop'),
              removeFileAriaLabel: (_, name) => t('import.remove', { name }),
            }}
          />
        </FormField>
        {preview && (
          <>
            <Box>{t('import.counts', preview.counts)}</Box>
            {preview.counts.error > 0 && <Alert type="warning">{t('import.hasErrors')}</Alert>}
            <ResidentPreview lines={preview.lines} />
          </>
        )}
        {progress && (
          <ProgressBar
            label={t('import.progress')}
            value={Math.round((progress.done / Math.max(progress.total, 1)) * 100)}
            additionalInfo={t('import.progressDetail', progress)}
          />
        )}
      </SpaceBetween>
    </ActionModal>
  );
}
