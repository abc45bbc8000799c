/**
 * A keeper's rooms of a day as the bulk plan lists them (issue 30): one line a building, its floors and
 * rooms in walking order ("Main · Floor 1: rooms 101, 103 · Floor 2: rooms 204"); and, on the admin's
 * asking, the rooms the keeper already has that day, so the plan's rooms are seen beside them.
 */
import Box from '@cloudscape-design/components/box';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Spinner from '@cloudscape-design/components/spinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Stop } from '../../keeper-phone/walking-order';
import { groupByPlace, roomsOf, useKeeperDay } from './room-groups';

interface RoomLinesProps {
  stops: readonly Stop[];
  buildingName(building: string): string;
}

export function RoomLines({ stops, buildingName }: RoomLinesProps) {
  const { t } = useTranslation('allotment');
  return (
    <ul>
      {groupByPlace(stops).map(({ building, floors }) => (
        <li key={building}>
          {[
            ...(building ? [buildingName(building)] : []),
            ...floors.map((group) =>
              t('effort.group', { floor: group.floor, rooms: roomsOf(group).join(', ') }),
            ),
          ].join(' · ')}
        </li>
      ))}
    </ul>
  );
}

interface PlannedBeforeProps {
  keeperId: string;
  date: string;
  buildingName(building: string): string;
}

/**
 * The keeper's Scheduled rooms that day (`GET /api/schedule`), read when the admin first opens the
 * section: a plan of many keepers and days never reads every keeper's day at once.
 */
export function PlannedBefore({ keeperId, date, buildingName }: PlannedBeforeProps) {
  const { t } = useTranslation('allotment');
  const [opened, setOpened] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const schedule = useKeeperDay(opened ? keeperId : undefined, date);
  return (
    <ExpandableSection
      headerText={t('effort.alreadyPlanned')}
      expanded={expanded}
      onChange={({ detail }) => {
        setExpanded(detail.expanded);
        if (detail.expanded) setOpened(true);
      }}
    >
      {!schedule.data ? (
        schedule.loading && <Spinner />
      ) : schedule.data.length === 0 ? (
        <Box color="text-body-secondary">{t('effort.nonePlanned')}</Box>
      ) : (
        <RoomLines stops={schedule.data} buildingName={buildingName} />
      )}
    </ExpandableSection>
  );
}
