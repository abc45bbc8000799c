/**
 * The cleans waiting for inspection (issue 32, sampling): a pointer item per picked clean in one
 * partition of the hostel, `HOSTEL#<hid>#INSPECTDUE` / `<date>#<time>#<id>`, put in the transaction of the
 * Done that picked it and deleted in the transaction of its inspection. The admin's list is one Query page
 * of it, oldest clean first; the request keeps `inspectDue` for its own answers and the board's count.
 */
import type { CleanRequest } from '#shared/domain';

import { tableName } from './store/client';
import { keys } from './store/keys';
import { queryPage } from './store/page';
import type { TransactItem } from './store/transact';

/** A page of the list: enough for a morning's round, the rest behind the cursor. */
export const duePageSize = 50;

/** The pointer of a clean picked on Done: what the list shows without reading the request. */
export const inspectionDuePut = (request: CleanRequest, completedAt: string): TransactItem => ({
  Put: {
    TableName: tableName,
    Item: {
      ...keys.inspectionDue(request.hostelId, request),
      entity: 'InspectionDue',
      requestId: request._id,
      room: request.room,
      floor: request.floor,
      date: request.date,
      time: request.time,
      completedAt,
      ...(request.roomkeeper ? { roomkeeper: request.roomkeeper } : {}),
      ...(request.roomTypeId ? { roomTypeId: request.roomTypeId } : {}),
    },
  },
});

/** Its deletion by the inspection (no condition: a clean that was never picked has none to delete). */
export const inspectionDueDeletion = (request: CleanRequest): TransactItem => ({
  Delete: { TableName: tableName, Key: keys.inspectionDue(request.hostelId, request) },
});

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** One page of the hostel's cleans waiting for inspection, oldest first. */
export async function listInspectionsDue(hostelId: string, cursor: string | undefined) {
  const page = await queryPage(keys.inspectionsDue(hostelId), {
    list: 'inspectionsDue',
    cursor,
    limit: duePageSize,
  });
  return {
    items: page.items.map((item) => {
      const roomkeeper = text(item.roomkeeper);
      const roomTypeId = text(item.roomTypeId);
      return {
        requestId: String(item.requestId),
        room: String(item.room),
        floor: String(item.floor),
        date: String(item.date),
        time: String(item.time),
        completedAt: String(item.completedAt),
        ...(roomkeeper ? { roomkeeper } : {}),
        ...(roomTypeId ? { roomTypeId } : {}),
      };
    }),
    ...(page.cursor ? { cursor: page.cursor } : {}),
  };
}
