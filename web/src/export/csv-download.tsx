/**
 * "Download CSV" for a list: reads every matching row page by page (showing how many so far, with
 * Cancel), then saves the file. The CSV module loads on the first click, so no page pays for it before.
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useNotify } from '../components/notifications';
import type { CsvColumn, Page } from './csv';

export interface CsvDownloadProps<Row> {
  fileName: string;
  columns: readonly CsvColumn<Row>[];
  /** One page of the list with the filters shown, `exportPageSize` rows at a time. */
  fetchPage: (cursor: string | undefined, limit: number) => Promise<Page<Row>>;
}

export function CsvDownload<Row>({ fileName, columns, fetchPage }: CsvDownloadProps<Row>) {
  const { t, i18n } = useTranslation('common');
  const notify = useNotify();
  const [rows, setRows] = useState<number>();
  const running = useRef<AbortController | undefined>(undefined);
  // Leaving the page cancels an export under way.
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setRows(0);
    try {
      const { collectAll, exportPageSize, saveCsv, toCsv } = await import('./csv');
      const all = await collectAll((cursor) => fetchPage(cursor, exportPageSize), setRows, controller.signal);
      if (all) saveCsv(fileName, toCsv(columns, all));
    } catch (error) {
      if (!controller.signal.aborted) notify.error(error);
    } finally {
      if (running.current === controller) running.current = undefined;
      setRows(undefined);
    }
  };

  if (rows === undefined)
    return (
      <Button iconName="download" onClick={() => void start()}>
        {t('csv.download')}
      </Button>
    );
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <StatusIndicator type="loading">
        <span role="status">
          {t('csv.reading', { count: rows, rows: rows.toLocaleString(i18n.language) })}
        </span>
      </StatusIndicator>
      <Button
        onClick={() => {
          running.current?.abort();
          setRows(undefined);
        }}
      >
        {t('csv.cancel')}
      </Button>
    </SpaceBetween>
  );
}
