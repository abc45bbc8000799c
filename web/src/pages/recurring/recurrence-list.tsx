/** The hostel's cleaning schedules, one to pick and act on (`SelectableList`: a table, or cards on a phone). */
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';

import { formatDate } from '../../components/format';
import { type ListField, type ListProps, SelectableList } from '../../components/selectable-list';
import { cadenceWords, type Recurrence, type RoomPlace, targetWords } from './cadence-words';

interface RecurrenceListProps extends ListProps<Recurrence> {
  typeLabel(id: string): string;
  /** The rooms the one-room schedules clean, by id. */
  rooms: Readonly<Record<string, RoomPlace>>;
  /** The next date each schedule cleans on, by its id; absent when none is ahead. */
  next: ReadonlyMap<string, string>;
}

export function RecurrenceList(props: RecurrenceListProps) {
  const { t, i18n } = useTranslation('recurring');
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
  const fields: ListField<Recurrence>[] = [
    { id: 'name', header: t('columns.name'), cell: (recurrence) => recurrence.name },
    {
      id: 'target',
      header: t('columns.target'),
      cell: ({ target }) =>
        targetWords(
          t,
          target,
          props.typeLabel,
          target.kind === 'room' ? props.rooms[target.roomId] : undefined,
        ),
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
  return (
    <SelectableList
      {...props}
      loadingText={t('loading')}
      trackBy="_id"
      fields={fields}
      cardHeader={(recurrence) => recurrence.name}
      inHeader={1}
      groupLabel={t('selection.group')}
      itemLabel={(recurrence) => t('selection.item', { name: recurrence.name })}
    />
  );
}
