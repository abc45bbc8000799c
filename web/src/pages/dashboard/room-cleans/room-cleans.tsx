/**
 * The student's room's regular cleans to come (issue 31): the cleans the hostel's cleaning schedules made
 * for the room they live in, one card each (on a phone and on a desk alike), with Skip and Move until the
 * hostel's cutoff — then a line that says changes are closed. Loaded as a chunk of its own after the
 * dashboard, and shown only when the room has any.
 */
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { ListedRequest } from '#shared/domain';
import { pastChangeCutoff, type RequestRules } from '#shared/request-rules';
import { callApi } from '#web/api/client';
import { formatDate } from '#web/components/format';
import { RequestStatusIndicator } from '#web/components/request-status';
import { useApiQuery } from '#web/hooks/use-api-query';
import { useOnChange } from '#web/live';
import { useRowDialog } from '#web/pages/dashboard/use-row-dialog';

import { MoveCleanDialog, SkipCleanDialog } from './room-clean-dialogs';

type Change = { kind: 'skip' | 'move'; request: ListedRequest };

export default function RoomCleans() {
  const { t } = useTranslation(['recurring', 'dashboard']);
  const load = useCallback(async () => (await callApi('roomRecurringCleans')).data.requests, []);
  const cleans = useApiQuery(load);
  useOnChange(cleans.reload);
  const loadRules = useCallback(async () => (await callApi('requestRules')).data, []);
  const rules = useApiQuery(loadRules).data;
  const changing = useRowDialog<Change>(cleans.reload);
  const rows = cleans.data ?? [];
  if (rows.length === 0) return null;

  return (
    <section aria-label={t('roomCleans.title')}>
      <SpaceBetween size="s">
        <Header variant="h2" counter={`(${rows.length})`} description={t('roomCleans.description')}>
          {t('roomCleans.title')}
        </Header>
        <ul className="block-list">
          {rows.map((row) => (
            <li key={row._id}>
              <RoomCleanCard row={row} rules={rules} onChange={changing.open} />
            </li>
          ))}
        </ul>
      </SpaceBetween>
      {changing.dialog?.kind === 'skip' && (
        <SkipCleanDialog
          request={changing.dialog.request}
          onDismiss={changing.close}
          onDone={changing.done}
        />
      )}
      {changing.dialog?.kind === 'move' && rules && (
        <MoveCleanDialog
          request={changing.dialog.request}
          rules={rules}
          onDismiss={changing.close}
          onDone={changing.done}
        />
      )}
    </section>
  );
}

function RoomCleanCard({
  row,
  rules,
  onChange,
}: {
  row: ListedRequest;
  rules: RequestRules | undefined;
  onChange(change: Change): void;
}) {
  const { t, i18n } = useTranslation(['recurring', 'dashboard']);
  const date = formatDate(row.date, i18n.language);
  const open = rules !== undefined && !row.startedAt && !pastChangeCutoff(row, rules, new Date());
  return (
    <Container
      header={
        <Header variant="h3" description={`${date} · ${row.time}`}>
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <RequestStatusIndicator status={row.requestStatus} startedAt={row.startedAt} />
            <Badge>{t('roomCleans.regular')}</Badge>
          </SpaceBetween>
        </Header>
      }
    >
      <SpaceBetween size="s">
        <Box>{t('roomCleans.room', { room: row.room })}</Box>
        {rules && !open && (
          <Box variant="small" color="text-body-secondary">
            {t('dashboard:change.closed', { count: rules.changeCutoffHours })}
          </Box>
        )}
        {open && (
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              ariaLabel={t('roomCleans.skipLabel', { date })}
              onClick={() => onChange({ kind: 'skip', request: row })}
            >
              {t('roomCleans.skip')}
            </Button>
            <Button
              ariaLabel={t('roomCleans.moveLabel', { date })}
              onClick={() => onChange({ kind: 'move', request: row })}
            >
              {t('roomCleans.move')}
            </Button>
          </SpaceBetween>
        )}
      </SpaceBetween>
    </Container>
  );
}
