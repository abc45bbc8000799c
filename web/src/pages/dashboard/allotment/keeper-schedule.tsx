/**
 * The allot dialog's panel (spec §9): the chosen keeper's Scheduled requests on the request's date, in a
 * panel 200–275 px high, grouped by building and floor in walking order (issue 30), with the request being
 * allotted in its place among them, so the admin sees how the keeper's day walks with it.
 */
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

import type { PendingRequest } from '#shared/domain';
import { formatDate } from '#web/components/format';

import { groupByPlace, useBuildingNames, useKeeperDay } from './room-groups';

const panelStyle: CSSProperties = { minHeight: 200, maxHeight: 275, overflowY: 'auto' };
const listStyle: CSSProperties = { margin: 0, paddingInlineStart: 20 };

interface KeeperScheduleProps {
  keeperId: string | undefined;
  request: Pick<PendingRequest, '_id' | 'date' | 'room' | 'floor' | 'time' | 'roomPlace'>;
}

export function KeeperSchedule({ keeperId, request }: KeeperScheduleProps) {
  const { t, i18n } = useTranslation(['dashboard', 'allotment']);
  const { date } = request;
  const schedule = useKeeperDay(keeperId, date);

  const shown = schedule.loading ? undefined : schedule.error ? [] : schedule.data;
  // With other rooms that day, the request takes its place among them; alone, the spec's "none" stands.
  const stops = shown && shown.length > 0 ? [...shown, request] : [];
  const groups = groupByPlace(stops);
  const buildingName = useBuildingNames(groups.some((group) => group.building !== ''));
  const heading = t('allot.schedule', { date: formatDate(date, i18n.language) });
  return (
    <section aria-label={heading} style={panelStyle}>
      <Box variant="awsui-key-label">{heading}</Box>
      {!keeperId ? (
        <Box color="text-body-secondary">{t('allot.scheduleHint')}</Box>
      ) : !shown ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <Box color="text-body-secondary">{t('allot.noSchedule')}</Box>
      ) : (
        groups.flatMap(({ building, floors }) =>
          floors.map(({ key, floor, stops: slots }) => {
            const floorText = t('allotment:effort.floor', { floor });
            return (
              <div key={`${building}#${key}`}>
                <Box variant="small">{building ? `${buildingName(building)} · ${floorText}` : floorText}</Box>
                <ul style={listStyle}>
                  {slots.map((slot) => (
                    <li key={slot._id}>
                      <Box variant="strong">{slot.time}</Box>{' '}
                      {t('allot.slot', { room: slot.room, floor: slot.floor })}
                      {slot._id === request._id && (
                        <Box variant="strong" display="inline">
                          {` (${t('allotment:effort.thisRequest')})`}
                        </Box>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            );
          }),
        )
      )}
    </section>
  );
}
