/**
 * The caller's requests, newest date first, as the server scopes them (a student's own, a keeper's
 * allotted ones, an admin's hostel): filters by status and date range, pages by the server's cursor, and
 * sorts the page shown. Students rate their completed, unrated requests from here. A keeper on a phone
 * gets cards by day with Start, Done and Can't clean instead of the table.
 */
import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { Ref } from 'react';
import { lazy, Suspense, useCallback, useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ListedRequest, Role } from '#shared/domain';
import { type RequestStatus, requestStatuses } from '#shared/status';

import { callApi } from '../../api/client';
import { CursorPagination } from '../../components/cursor-table';
import { localToday } from '../../components/format';
import { useNotify } from '../../components/notifications';
import { CsvDownload } from '../../export/csv-download';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import { phoneQuery, useMediaQuery } from '../../hooks/use-media-query';
import { useOnChange } from '../../live';
import { useTimelineLinks } from '../../timeline';
import { requestCsvColumns } from './request-csv-columns';
import { useRequestHistoryColumns } from './request-history-columns';
import type { ChosenStudent } from './student-filter';

// The rating dialog loads when a student first opens it; a keeper's cards (and actions) when shown.
const RateDialog = lazy(() => import('./rate-dialog').then((module) => ({ default: module.RateDialog })));
const KeeperHistoryCards = lazy(() =>
  import('./keeper-history-cards').then((module) => ({ default: module.KeeperHistoryCards })),
);
// The admin's student filter (and its search) loads for admins only.
const StudentFilter = lazy(() =>
  import('./student-filter').then((module) => ({ default: module.StudentFilter })),
);

const pageSize = 25;
const idOfRequest = (request: ListedRequest) => request._id;

export interface HistoryHandle {
  reload(): void;
}

interface Filters {
  status?: RequestStatus;
  from?: string;
  to?: string;
  /** An admin's one student, found by the users search. */
  student?: ChosenStudent;
}

/** The list call's query of the filters: the student by id. */
const queryOf = ({ student, ...rest }: Filters) => ({ ...rest, ...(student ? { student: student.id } : {}) });

export function RequestHistory({ role, ref }: { role: Role; ref?: Ref<HistoryHandle> }) {
  const { t } = useTranslation(['requests', 'dashboard']);
  const notify = useNotify();
  const [filters, setFilters] = useState<Filters>({});
  const [rating, setRating] = useState<ListedRequest>();

  const fetchPage = useCallback(
    async (cursor: string | undefined) =>
      (
        await callApi('listRequests', {
          query: { ...queryOf(filters), cursor, limit: pageSize },
        })
      ).data,
    [filters],
  );
  const pages = useCursorPages(fetchPage, notify.error);
  useImperativeHandle(ref, () => ({ reload: pages.reload }), [pages.reload]);
  // A change elsewhere loads the page shown again; it stays on screen until the answer replaces it.
  useOnChange(pages.reload);

  const { items, collectionProps } = useCollection(pages.items, { sorting: {} });
  const filtered = Boolean(filters.status || filters.from || filters.to || filters.student);

  // A keeper on a phone sees cards with one-tap actions instead of the table.
  const cards = useMediaQuery(phoneQuery) && role === 'roomkeeper';

  const columns = useTimelineLinks(useRequestHistoryColumns(role, setRating), idOfRequest);

  const statusOptions: SelectProps.Option[] = [
    { value: '', label: t('history.anyStatus') },
    ...requestStatuses.map((status) => ({ value: status, label: t(`dashboard:status.${status}`) })),
  ];
  const setFilter = (name: 'status' | 'from' | 'to') => (value: string) =>
    setFilters((current) => ({ ...current, [name]: value || undefined }));

  const filter = (
    <SpaceBetween direction="horizontal" size="s" alignItems="end">
      <FormField label={t('history.status')}>
        <Select
          selectedOption={statusOptions.find((option) => option.value === (filters.status ?? '')) ?? null}
          options={statusOptions}
          onChange={({ detail }) => setFilter('status')(detail.selectedOption.value ?? '')}
        />
      </FormField>
      <FormField label={t('history.from')}>
        <DatePicker
          value={filters.from ?? ''}
          placeholder="YYYY/MM/DD"
          onChange={({ detail }) => setFilter('from')(detail.value)}
        />
      </FormField>
      <FormField label={t('history.to')}>
        <DatePicker
          value={filters.to ?? ''}
          placeholder="YYYY/MM/DD"
          isDateEnabled={(date) => !filters.from || localToday(date) >= filters.from}
          onChange={({ detail }) => setFilter('to')(detail.value)}
        />
      </FormField>
      {role === 'admin' && (
        <Suspense fallback={null}>
          <StudentFilter
            chosen={filters.student}
            onChange={(student) => setFilters((current) => ({ ...current, student }))}
          />
        </Suspense>
      )}
      {filtered && <Button onClick={() => setFilters({})}>{t('history.clear')}</Button>}
    </SpaceBetween>
  );
  const empty = filtered ? t('history.noMatch') : t('history.empty');
  const header = (
    <Header
      variant="h2"
      actions={
        <CsvDownload
          fileName="Clean-Requests.csv"
          columns={requestCsvColumns(t)}
          fetchPage={async (cursor, limit) =>
            (await callApi('listRequests', { query: { ...queryOf(filters), cursor, limit } })).data
          }
        />
      }
    >
      {t('history.title')}
    </Header>
  );

  return (
    <>
      {cards ? (
        <Suspense fallback={<StatusIndicator type="loading">{t('dashboard:loading')}</StatusIndicator>}>
          <KeeperHistoryCards pages={pages} items={items} header={header} filter={filter} empty={empty} />
        </Suspense>
      ) : (
        <Table
          {...collectionProps}
          header={header}
          filter={filter}
          items={items}
          columnDefinitions={columns}
          trackBy="_id"
          loading={pages.loading && pages.items.length === 0}
          loadingText={t('dashboard:loading')}
          wrapLines
          empty={
            <Box textAlign="center" color="inherit" padding="m">
              {empty}
            </Box>
          }
          pagination={<CursorPagination pages={pages} />}
        />
      )}
      <Suspense fallback={null}>
        {rating && (
          <RateDialog
            request={rating}
            onDismiss={() => setRating(undefined)}
            onDone={() => {
              setRating(undefined);
              pages.reload();
            }}
          />
        )}
      </Suspense>
    </>
  );
}
