/**
 * New residents written in batches (issue 30's import): several invited students in one transaction,
 * each with their email item, user item, room-side items (`moveInWrites`), search tokens and invitation
 * token, and the hostel's student counter and change stamp once for all of them. A transaction names an
 * item once, so a room appears in at most one of a batch's residents: its counter keeps the condition it
 * has for one student (a free bed, in service).
 */
import { addToHostel, mustExist } from './counters';
import { stampBump } from './notifications';
import { invitationLifetimeSeconds, resetTokenWrite } from './reset-tokens';
import { moveInWrites, type Residence } from './residents';
import { transact, type TransactItem } from './store/transact';
import { searchTokenWrites } from './user-search';
import { newEmailWrite, type NewUser, newUserRecord, newUserWrite, type UserRecord } from './users';

/** DynamoDB's limit on a transaction's actions. */
const maxActions = 100;

export interface NewResident {
  user: NewUser;
  residence: Residence;
}

export interface Invited {
  user: UserRecord;
  /** The invitation link's token, stored only as its hash. */
  token: string;
}

export interface Prepared<Resident extends NewResident = NewResident> extends Invited {
  /** What it was made of, for writing it again alone. */
  resident: Resident;
  writes: TransactItem[];
  roomId: string;
}

function prepare<Resident extends NewResident>(resident: Resident, now: number): Prepared<Resident> {
  const { user: input, residence } = resident;
  const user = newUserRecord(input);
  const { token, item } = resetTokenWrite(user._id, now, invitationLifetimeSeconds);
  const writes = [
    newEmailWrite(user),
    newUserWrite(user),
    ...moveInWrites(user, residence, true, user.createdAt).map(({ item }) => item),
    ...searchTokenWrites(undefined, user),
    item,
  ];
  return { user, token, resident, writes, roomId: residence.room.id };
}

/**
 * The residents in batches that each fit one transaction beside the hostel's two items, no room twice in
 * a batch; in the order given, each resident in the first batch with room for them.
 */
export function residentBatches<Resident extends NewResident>(
  residents: readonly Resident[],
  now = Date.now(),
): Prepared<Resident>[][] {
  const batches: { items: Prepared<Resident>[]; actions: number; rooms: Set<string> }[] = [];
  for (const resident of residents) {
    const prepared = prepare(resident, now);
    const fits = batches.find(
      (batch) =>
        !batch.rooms.has(prepared.roomId) && batch.actions + prepared.writes.length <= maxActions - 2,
    );
    const batch = fits ?? { items: [], actions: 0, rooms: new Set<string>() };
    if (!fits) batches.push(batch);
    batch.items.push(prepared);
    batch.actions += prepared.writes.length;
    batch.rooms.add(prepared.roomId);
  }
  return batches.map((batch) => batch.items);
}

/**
 * Writes one batch in one transaction: every resident of it, or none (`TransactionConditionFailed` when
 * an email was taken, a room filled or closed, or the hostel is gone meanwhile).
 */
export async function createResidents(hostelId: string, batch: readonly Prepared[]): Promise<Invited[]> {
  await transact([
    ...batch.flatMap((resident) => resident.writes),
    addToHostel(hostelId, { students: batch.length }, mustExist),
    stampBump(hostelId),
  ]);
  return batch.map(({ user, token }) => ({ user, token }));
}
