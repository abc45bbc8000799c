/**
 * Imports a CSV file the way the Rooms page and Manage Students do (issue 30): the file is previewed
 * first (every line's outcome, nothing written), then applied slice by slice with a progress bar until the
 * server says no slice is left. A file with a refused line cannot be applied; applying the same file
 * again, or again after a stop, finishes it and changes nothing twice (the server decides each slice
 * against what is stored then). The texts are the `import.*` keys of the page's namespace.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Pagination from '@cloudscape-design/components/pagination';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSubmit } from '../hooks/use-submit';
import { ActionModal } from './action-modal';
import { useNotify } from './notifications';

interface PreviewLine<Outcome extends string> {
  line: number;
  outcome: Outcome;
}

interface Preview<Line> {
  counts: { error: number };
  lines: Line[];
}

/** One slice applied: how far the file is, where the next slice starts (none: done), what it wrote. */
interface Slice {
  done: number;
  total: number;
  next?: number | undefined;
  written: Record<string, number>;
}

interface CsvImportDialogProps<Outcome extends string, Line extends PreviewLine<Outcome>> {
  namespace: 'rooms' | 'residents';
  maxBytes: number;
  preview(csv: string): Promise<Preview<Line>>;
  apply(csv: string, from: number): Promise<Slice>;
  /** What a line adds, changes or moves, or why it is refused, in words. */
  details(line: Line): string;
  statusOf: Record<Outcome, StatusIndicatorProps.Type>;
  onDismiss(): void;
  onDone(): void;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const pageSize = 50;

export function CsvImportDialog<Outcome extends string, Line extends PreviewLine<Outcome>>({
  namespace,
  maxBytes,
  preview: previewOf,
  apply,
  details,
  statusOf,
  onDismiss,
  onDone,
}: CsvImportDialogProps<Outcome, Line>) {
  // Both namespaces spell the dialog's texts with the same `import.*` keys.
  const t = useTranslation(namespace).t as unknown as Translate;
  const notify = useNotify();
  const [files, setFiles] = useState<File[]>([]);
  const [csv, setCsv] = useState<string>();
  const [preview, setPreview] = useState<Preview<Line>>();
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [page, setPage] = useState(0);

  const choose = (chosen: File[]) => {
    setFiles(chosen);
    setPreview(undefined);
    setCsv(undefined);
    setPage(0);
    const file = chosen[0];
    if (!file) return;
    file.text().then(setCsv, () => notify.error(t('import.unreadable')));
  };

  const [previewing, runPreview] = useSubmit(async (text: string) => setPreview(await previewOf(text)));
  const [applying, runApply] = useSubmit(async (text: string) => {
    const written: Record<string, number> = {};
    let from: number | undefined = 0;
    while (from !== undefined) {
      const slice: Slice = await apply(text, from);
      for (const [name, count] of Object.entries(slice.written)) written[name] = (written[name] ?? 0) + count;
      setProgress({ done: slice.done, total: slice.total });
      from = slice.next;
    }
    onDone();
    return t('import.done', written);
  });

  const ready = preview !== undefined && preview.counts.error === 0;
  const lines = preview?.lines ?? [];
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
            constraintText={`≤ ${maxBytes / 1024} KB`}
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
            <Table
              variant="embedded"
              ariaLabels={{ tableLabel: t('import.previewTable') }}
              items={lines.slice(page * pageSize, (page + 1) * pageSize)}
              trackBy="line"
              wrapLines
              columnDefinitions={[
                { id: 'line', header: t('import.line'), cell: (line) => line.line },
                {
                  id: 'outcome',
                  header: t('import.outcome'),
                  cell: (line) => (
                    <StatusIndicator type={statusOf[line.outcome]}>
                      {t(`outcome.${line.outcome}`)}
                    </StatusIndicator>
                  ),
                },
                { id: 'details', header: t('import.details'), cell: details },
              ]}
              pagination={
                lines.length > pageSize ? (
                  <Pagination
                    currentPageIndex={page + 1}
                    pagesCount={Math.ceil(lines.length / pageSize)}
                    onChange={({ detail }) => setPage(detail.currentPageIndex - 1)}
                  />
                ) : undefined
              }
            />
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
