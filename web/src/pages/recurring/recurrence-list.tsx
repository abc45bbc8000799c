/**
 * The hostel's cleaning schedules: a Table with a single selection on wide screens, Cards below 688 px (a
 * phone), each with the same fields and the same selection.
 */
import Cards from '@cloudscape-design/components/cards';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDate } from '../../components/format';
import { phoneQuery, useMediaQuery } from '../../hooks/use-media-query';
import { cadenceWords, type Recurrence, targetWords } from './cadence-words';

interface RecurrenceListProps {
  recurrences: Recurrence[];
  loading: boolean;
  selected: Recurrence | undefined;
  onSelect(recurrence: Recurrence | undefined): void;
  typeLabel(id: string): string;
  /** The next date each schedule cleans on, by its id; absent when none is ahead. */
  next: ReadonlyMap<string, string>;
  header: ReactNode;
  empty: ReactNode;
}

export function RecurrenceList(props: RecurrenceListProps) {
  const { t, i18n } = useTranslation('recurring');
  const phone = useMediaQuery(phoneQuery);
  const state = (recurrence: Recurrence) =>
    recurrence.paused ? (
      <StatusIndicator type="stopped">{t('paused')}</StatusIndicator>
    ) : (
      <StatusIndicator type="success">{t('active')}</StatusIndicator>
    );
  const next = (recurrence: Recurrence) => {
    const date = props.next.get(recurrence._id);
    return date && !recurrence.paused ? formatDate(date, i18n.language) : t('noNext');
  };
  const fields: { id: string; header: string; cell(recurrence: Recurrence): ReactNode }[] = [
    { id: 'name', header: t('columns.name'), cell: (recurrence) => recurrence.name },
    {
      id: 'target',
      header: t('columns.target'),
      cell: (recurrence) => targetWords(t, recurrence.target, props.typeLabel),
    },
    {
      id: 'cadence',
      header: t('columns.cadence'),
      cell: (recurrence) => cadenceWords(t, recurrence.cadence, i18n.language),
    },
    {
      id: 'window',
      header: t('columns.window'),
      cell: (recurrence) => t('window', { from: recurrence.from, to: recurrence.to }),
    },
    { id: 'next', header: t('columns.next'), cell: next },
    { id: 'state', header: t('columns.state'), cell: state },
  ];
  const selection = {
    selectionType: 'single',
    selectedItems: props.selected ? [props.selected] : [],
    onSelectionChange: ({ detail }: { detail: { selectedItems: Recurrence[] } }) =>
      props.onSelect(detail.selectedItems[0]),
    trackBy: '_id',
    ariaLabels: {
      selectionGroupLabel: t('selection.group'),
      itemSelectionLabel: (_: unknown, recurrence: Recurrence) =>
        t('selection.item', { name: recurrence.name }),
    },
  } as const;
  const common = {
    items: props.recurrences,
    loading: props.loading,
    loadingText: t('loading'),
    header: props.header,
    empty: props.empty,
    ...selection,
  };
  if (phone)
    return (
      <Cards
        {...common}
        cardDefinition={{
          header: (recurrence) => recurrence.name,
          sections: fields
            .slice(1)
            .map((field) => ({ id: field.id, header: field.header, content: field.cell })),
        }}
      />
    );
  const columns: TableProps.ColumnDefinition<Recurrence>[] = fields;
  return <Table {...common} columnDefinitions={columns} wrapLines />;
}
