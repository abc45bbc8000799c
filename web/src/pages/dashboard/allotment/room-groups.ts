/**
 * A keeper's rooms of a day grouped by building and floor (issue 30), as the allot dialogs show them so
 * the admin sees how the day walks, e.g. "Main · Floor 1: rooms 101, 103 · Floor 2: rooms 204". The
 * order is the day sheet's walking order (`walkingCompare`), so a group never comes twice.
 */
import { useCallback, useMemo, useState } from 'react';

import { roomKeyPart } from '#shared/rooms';
import { callApi } from '#web/api/client';
import { useNotify } from '#web/components/notifications';
import { useApiQuery } from '#web/hooks/use-api-query';

import { placeOf, type Stop, walkingCompare } from '../../keeper-phone/walking-order';

export interface FloorGroup<Item> {
  /** The floor's key part of the place; its text is the first stop's `floor`. */
  key: string;
  floor: string;
  stops: Item[];
}

export interface BuildingGroup<Item> {
  /** The building's key part of the place: empty for a request without a room (typed before rooms). */
  building: string;
  floors: FloorGroup<Item>[];
}

/** The stops in walking order, by building, then by floor. */
export function groupByPlace<Item extends Stop>(stops: readonly Item[]): BuildingGroup<Item>[] {
  const buildings: BuildingGroup<Item>[] = [];
  for (const stop of [...stops].sort(walkingCompare)) {
    const [building = '', floor = ''] = placeOf(stop).split('#');
    let last = buildings.at(-1);
    if (last?.building !== building) {
      last = { building, floors: [] };
      buildings.push(last);
    }
    let group = last.floors.at(-1);
    if (group?.key !== floor) {
      group = { key: floor, floor: stop.floor, stops: [] };
      last.floors.push(group);
    }
    group.stops.push(stop);
  }
  return buildings;
}

/** A stop's room numbers once each, in walking order. */
export const roomsOf = (group: FloorGroup<Stop>): string[] => [
  ...new Set(group.stops.map((stop) => stop.room)),
];

const loadFloors = async () => (await callApi('listRooms', { query: { limit: 1 } })).data.floors;

/**
 * A building's name as the hostel spells it, from the floors list `GET /api/rooms` answers (one read,
 * made only when some stop has a building): a place holds only its folded key part ("block a").
 * Until the list arrives, or when it fails, the key part stands in: the grouping holds either way.
 */
export function useBuildingNames(wanted: boolean): (building: string) => string {
  // Once asked for, kept: a keeper's day loading again (another keeper chosen) does not read it again.
  const [asked, setAsked] = useState(wanted);
  if (wanted && !asked) setAsked(true);
  const floors = useApiQuery(asked ? loadFloors : undefined);
  const spelled = floors.data;
  return useCallback(
    (building: string) =>
      spelled?.find((floor) => roomKeyPart(floor.building) === building)?.building ?? building,
    [spelled],
  );
}

/**
 * A keeper's Scheduled requests on `date` (`GET /api/schedule`), read while `keeperId` is given: the
 * allot dialog's panel and the bulk plan's "already have" section show the same day.
 */
export function useKeeperDay(keeperId: string | undefined, date: string) {
  const notify = useNotify();
  const load = useMemo(
    () =>
      keeperId
        ? async () => (await callApi('schedule', { query: { roomKeeper: keeperId, date } })).data
        : undefined,
    [keeperId, date],
  );
  return useApiQuery(load, notify.error);
}
