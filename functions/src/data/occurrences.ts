/**
 * The occurrences of recurring cleaning (issue 31; docs/data-design.md "Recurring cleaning"): each request
 * the scheduled job makes from a recurrence leaves a marker `HOSTEL#<hid>#OCC#<planned>` /
 * `<recurrenceId>#<roomId>`, put on `attribute_not_exists(pk)` in the same transaction as the request. A
 * second run, two runs at once or a run after a crash find the marker and make nothing: the marker is the
 * exactly-once guarantee. What was made for a planned date is one Query of its partition.
 */
import type { CleanRequest } from '#shared/domain';

import { type CounterEffects, counterWrites } from './effect-writes';
import { requestPut, roomPointerPut } from './requests';
import { tableName } from './store/client';
import { keys } from './store/keys';
import { queryAll } from './store/page';
import { transact, TransactionConditionFailed, type TransactItem } from './store/transact';

/** One transaction holds this many occurrences (each four actions, with the few the batch shares). */
export const occurrencesPerTransaction = 10;

/** Markers are kept a while after their date, for the residents' notice and a look back. */
const keptSeconds = 90 * 24 * 60 * 60;

/** One room's request of one recurrence on one planned date (`date` is where it fell: moved past a closed day). */
export interface Occurrence {
  recurrenceId: string;
  roomId: string;
  planned: string;
  /** The new Pending request (`newRequestOf`), for the room, on the occurrence's date. */
  request: CleanRequest;
}

/** What a batch of new requests moves besides themselves, summed (one transaction touches an item once). */
export interface BatchParts {
  effects: CounterEffects;
  /** The hostel's change stamp (and notes, if any). */
  told: readonly TransactItem[];
  /** The analytics' day items. */
  stats: readonly TransactItem[];
}

/** `<recurrenceId>#<roomId>`: how a marker names its occurrence within its planned date. */
export const occurrenceName = (recurrenceId: string, roomId: string) => `${recurrenceId}#${roomId}`;

function markerPut(hostelId: string, occurrence: Occurrence): TransactItem {
  const { request } = occurrence;
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...keys.occurrence(hostelId, occurrence.planned, occurrence.recurrenceId, occurrence.roomId),
        entity: 'Occurrence',
        requestId: request._id,
        date: request.date,
        time: request.time,
        told: false,
        ttl: Math.floor(Date.parse(`${request.date}T00:00:00Z`) / 1000) + keptSeconds,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The names (`occurrenceName`) of the occurrences already made for `planned`: one Query (paged if large). */
export async function occurrencesOn(hostelId: string, planned: string): Promise<Set<string>> {
  const items = await queryAll(keys.occurrencesOf(hostelId, planned), { attributes: ['sk'], limit: 1000 });
  return new Set(items.map((item) => String(item.sk)));
}

/** A marker as the residents' notice reads it (`recurring-notice.ts`). */
export interface Marker {
  planned: string;
  /** `<recurrenceId>#<roomId>` */
  name: string;
  requestId: string;
  told: boolean;
}

/** The markers of `planned`, with whether their residents were told: one Query (paged if large). */
export async function markersOn(hostelId: string, planned: string): Promise<Marker[]> {
  const items = await queryAll(keys.occurrencesOf(hostelId, planned), {
    attributes: ['sk', 'requestId', 'told'],
    limit: 1000,
  });
  return items.map((item) => ({
    planned,
    name: String(item.sk),
    requestId: String(item.requestId),
    told: item.told === true,
  }));
}

/** Sets the marker told, only while it is not: of two runs at once, one tells. */
export function markTold(hostelId: string, marker: Marker, at: string): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: { pk: keys.occurrencesOf(hostelId, marker.planned).pk, sk: marker.name },
      UpdateExpression: 'SET told = :yes, toldAt = :at',
      ConditionExpression: 'told = :no',
      ExpressionAttributeValues: { ':yes': true, ':no': false, ':at': at },
    },
  };
}

export interface WriteOutcome {
  made: Occurrence[];
  /** Occurrences whose marker was there already (another run made them): nothing written for them. */
  existing: Occurrence[];
}

/**
 * Writes up to `occurrencesPerTransaction` occurrences of one hostel in one transaction: each request with
 * its room's pointer and its marker, and once for all of them what they move (`partsOf`). A transaction
 * cancelled by a condition (a marker another run wrote meanwhile) is sent again one occurrence at a time,
 * so the others still land and the one already made is told apart.
 */
export async function writeOccurrences(
  hostelId: string,
  occurrences: readonly Occurrence[],
  partsOf: (requests: readonly CleanRequest[]) => Promise<BatchParts>,
): Promise<WriteOutcome> {
  if (occurrences.length > occurrencesPerTransaction)
    throw new Error('Too many occurrences for one transaction');
  if (occurrences.length === 0) return { made: [], existing: [] };
  try {
    await transact(await itemsOf(hostelId, occurrences, partsOf));
    return { made: [...occurrences], existing: [] };
  } catch (error) {
    if (!(error instanceof TransactionConditionFailed) || occurrences.length === 1) {
      if (error instanceof TransactionConditionFailed) return { made: [], existing: [...occurrences] };
      throw error;
    }
  }
  const outcome: WriteOutcome = { made: [], existing: [] };
  for (const occurrence of occurrences) {
    const one = await writeOccurrences(hostelId, [occurrence], partsOf);
    outcome.made.push(...one.made);
    outcome.existing.push(...one.existing);
  }
  return outcome;
}

async function itemsOf(
  hostelId: string,
  occurrences: readonly Occurrence[],
  partsOf: (requests: readonly CleanRequest[]) => Promise<BatchParts>,
): Promise<TransactItem[]> {
  const parts = await partsOf(occurrences.map((occurrence) => occurrence.request));
  const { users, hostels, loads, boards } = counterWrites(parts.effects);
  return [
    ...occurrences.flatMap((occurrence) => [
      requestPut(occurrence.request),
      markerPut(hostelId, occurrence),
      ...roomPointerPut(occurrence.request),
    ]),
    ...users.map(({ item }) => item),
    ...hostels,
    ...parts.told,
    ...loads,
    ...boards,
    ...parts.stats,
  ];
}
