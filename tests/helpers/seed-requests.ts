/**
 * Many requests stored straight into the table, 25 per BatchWrite: every other one Pending in the hostel,
 * the others Scheduled to the keeper, all of one student, on dates from a month ahead. For the scale tests
 * and `npm run bench`; counters are left as they are (nothing here reads them).
 */
import { randomUUID } from 'node:crypto';

import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';

import { db, tableName } from '#functions/data/store/client';
import { keys } from '#functions/data/store/keys';
import type { CleanRequest } from '#shared/domain';

interface Person {
  id: string;
  name: string;
}

const dayMs = 86_400_000;

export async function storeRequests(
  count: number,
  owners: { hostelId: string; student: Person; keeper: Person },
): Promise<void> {
  const now = new Date().toISOString();
  const dateIn = (days: number) => new Date(Date.now() + days * dayMs).toISOString().slice(0, 10);
  const items = Array.from({ length: count }, (_, i) => {
    const request: CleanRequest = {
      _id: randomUUID(),
      hostelId: owners.hostelId,
      studentId: owners.student.id,
      studentName: owners.student.name,
      room: String(i % 300),
      floor: String(i % 9),
      date: dateIn(30 + (i % 700)),
      time: '10:00',
      requestStatus: i % 2 === 0 ? 'Pending' : 'Scheduled',
      ...(i % 2 === 1 ? { roomkeeper: owners.keeper.name, roomKeeperId: owners.keeper.id } : {}),
      createdAt: now,
      updatedAt: now,
      version: 1,
      history: [],
    };
    return {
      ...keys.request(request._id),
      ...keys.requestListEntries(request),
      entity: 'Request',
      ...request,
    };
  });
  for (let start = 0; start < items.length; start += 25) {
    let batch: Record<string, unknown>[] | undefined = items
      .slice(start, start + 25)
      .map((Item) => ({ PutRequest: { Item } }));
    while (batch && batch.length > 0) {
      const answer = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: batch } }));
      batch = answer.UnprocessedItems?.[tableName] as Record<string, unknown>[] | undefined;
    }
  }
}
