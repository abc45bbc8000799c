/**
 * A roomkeeper's building (issue 30): the admin gives a keeper one of the hostel's buildings, and the keeper
 * then reads that building's board and rooms only. A building is a text of the floors' counters
 * (`FLOOR#<building>#<floor>`), compared as the rooms' keys compare it (`roomKeyPart`), so "Block A" and
 * "block a" are one building.
 */
import { roomKeyPart } from '#shared/rooms';

import { listFloors } from './rooms';
import type { UserRecord } from './user-record';

/** Whether two building texts name one building, as the rooms' keys compare them. */
export const sameBuilding = (a: string, b: string): boolean => roomKeyPart(a) === roomKeyPart(b);

/**
 * The hostel's building that `text` names, as its floors spell it, or undefined when no floor with rooms
 * is in it: one Query of the floors' counters (bounded, as the board's).
 */
export async function hostelBuildingNamed(hostelId: string, text: string): Promise<string | undefined> {
  const floors = await listFloors(hostelId);
  return floors.find((floor) => sameBuilding(floor.building, text))?.building;
}

/** The building the caller may read alone: a roomkeeper's own, when the admin gave them one. */
export const keptBuilding = (user: UserRecord): string | undefined =>
  user.role === 'roomkeeper' ? user.building : undefined;
