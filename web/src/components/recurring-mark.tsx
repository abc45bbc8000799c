/**
 * The mark of a request a cleaning schedule made (issue 31: "a schedule's requests are marked as such
 * everywhere"): a small repeat icon after the room, named for screen readers and on hover. Nothing for a
 * request someone asked for.
 */
import Icon from '@cloudscape-design/components/icon';
import { useTranslation } from 'react-i18next';

export function RecurringMark({ recurrenceId }: { recurrenceId?: string | undefined }) {
  const { t } = useTranslation('dashboard');
  if (recurrenceId === undefined) return null;
  const label = t('recurringMark');
  return (
    <span title={label} className="recurring-mark">
      {' '}
      <Icon name="refresh" size="small" ariaLabel={label} />
    </span>
  );
}

/** The room with the mark, for table cells and card headers. */
export const RoomWithMark = ({ room, recurrenceId }: { room: string; recurrenceId?: string | undefined }) => (
  <>
    {room}
    <RecurringMark recurrenceId={recurrenceId} />
  </>
);
