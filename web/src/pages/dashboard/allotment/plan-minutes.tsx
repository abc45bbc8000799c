/**
 * A bulk allotment's days by keeper (issue 30): for each keeper and date the rows give work to, their
 * minutes planned before the plan plus the chosen rows' minutes, against their capacity, and the chosen
 * rooms grouped by building and floor in walking order, and on asking the rooms they already have that
 * day. A day over capacity is flagged, and the dialog asks the admin to confirm before allotting it.
 */
import Box from '@cloudscape-design/components/box';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';

import type { DataOf } from '#web/api/client';
import { formatDate } from '#web/components/format';

import { walkingCompare } from '../../keeper-phone/walking-order';
import { useBuildingNames } from './room-groups';
import { PlannedBefore, RoomLines } from './room-lines';

type Plan = DataOf<'allotPlan'>;
type Row = Plan['rows'][number];

export interface KeeperDayPlan {
  keeperId: string;
  date: string;
  minutes: number;
  capacity?: number;
  over: boolean;
  /** The chosen rows, in walking order. */
  rows: Row[];
}

/** Each keeper's day as the chosen rows leave it, in the order the keepers and dates first come up. */
export function keeperDays(plan: Plan, chosen: Readonly<Record<string, string>>): KeeperDayPlan[] {
  const days = new Map<string, KeeperDayPlan>();
  for (const row of [...plan.rows].sort(walkingCompare)) {
    const keeperId = chosen[row.id];
    if (!keeperId) continue;
    const key = `${keeperId}|${row.date}`;
    const before = plan.keepers?.find((keeper) => keeper._id === keeperId && keeper.date === row.date);
    const day = days.get(key) ?? {
      keeperId,
      date: row.date,
      minutes: before?.minutes ?? 0,
      ...(before ? { capacity: before.capacity } : {}),
      over: false,
      rows: [],
    };
    day.minutes += row.minutes ?? 0;
    day.over = day.capacity !== undefined && day.minutes > day.capacity;
    day.rows.push(row);
    days.set(key, day);
  }
  return [...days.values()];
}

interface PlanMinutesProps {
  days: readonly KeeperDayPlan[];
  nameOf(keeperId: string): string | undefined;
}

export function PlanMinutes({ days, nameOf }: PlanMinutesProps) {
  const { t, i18n } = useTranslation('allotment');
  // Wanted for the rooms a keeper already has too, which the rows do not tell of.
  const buildingName = useBuildingNames(days.length > 0);
  if (days.length === 0) return null;
  return (
    <section aria-label={t('effort.planTitle')}>
      <Box variant="h3">{t('effort.planTitle')}</Box>
      <ul>
        {days.map((day) => (
          <li key={`${day.keeperId}|${day.date}`}>
            <Box variant="strong">
              {t('effort.keeperDay', {
                name: nameOf(day.keeperId) ?? '',
                date: formatDate(day.date, i18n.language),
              })}
            </Box>{' '}
            <StatusIndicator type={day.over ? 'warning' : 'success'}>
              {t('effort.planned', { minutes: day.minutes, capacity: day.capacity ?? '—' })}
              {day.over ? ` (${t('effort.fullTag')})` : ''}
            </StatusIndicator>
            <RoomLines stops={day.rows} buildingName={buildingName} />
            <PlannedBefore keeperId={day.keeperId} date={day.date} buildingName={buildingName} />
          </li>
        ))}
      </ul>
    </section>
  );
}
