/**
 * Many rooms stored straight into the table, 25 per BatchWrite, as the rooms' writes store them (the room
 * with its walking-order entry, each floor's counters), with a board entry of `date` for every fifth room:
 * for measuring that the board reads the same at any size.
 */
import { randomUUID } from 'node:crypto';

import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';

export async function seedRooms(
  hostelId: string,
  {
    buildings,
    floors,
    perFloor,
    date,
  }: { buildings: number; floors: number; perFloor: number; date: string },
): Promise<void> {
  const { db, tableName } = await import('#functions/data/store/client');
  const { keys } = await import('#functions/data/store/keys');
  const { roomKeyPart } = await import('#shared/rooms');
  const now = new Date().toISOString();
  const items: Record<string, unknown>[] = [];
  for (let b = 0; b < buildings; b++)
    for (let f = 1; f <= floors; f++) {
      const building = `Block ${String.fromCharCode(65 + b)}`;
      const floor = String(f);
      items.push({
        ...keys.roomFloor(hostelId, roomKeyPart(building), roomKeyPart(floor)),
        building,
        floor,
        rooms: perFloor,
        outOfService: 0,
      });
      for (let n = 1; n <= perFloor; n++) {
        const number = String(f * 100 + n);
        const roomId = randomUUID();
        const place = `${roomKeyPart(building)}#${roomKeyPart(floor)}#${roomKeyPart(number)}`;
        items.push({
          ...keys.room(hostelId, roomId),
          ...keys.roomListEntry(hostelId, roomKeyPart(building), roomKeyPart(floor), roomKeyPart(number)),
          roomId,
          hostelId,
          building,
          floor,
          number,
          typeId: 'single',
          beds: 1,
          inService: true,
          version: 1,
          createdAt: now,
          updatedAt: now,
        });
        if (n % 5 === 0)
          items.push({
            ...keys.boardEntry(hostelId, date, roomId),
            ...keys.boardListEntry(hostelId, date, place),
            hostelId,
            date,
            roomId,
            requested: 1,
          });
      }
    }
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
