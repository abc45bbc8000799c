import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';

import { notesOfRecords } from './notice-mail';

const note = {
  pk: 'USER#u1',
  sk: 'NOTE#2026-11-24T08:00:00.000Z#n1',
  entity: 'Notification',
  id: '2026-11-24T08:00:00.000Z#n1',
  at: '2026-11-24T08:00:00.000Z',
  read: false,
  kind: 'allotted',
  requestId: 'r1',
  keeperName: 'Kai Keeper',
  ttl: 1_800_000_000,
};

const record = (eventName: DynamoDBRecord['eventName'], image: Record<string, unknown>): DynamoDBRecord => ({
  eventName,
  dynamodb: { NewImage: marshall(image) as never },
});

describe('notesOfRecords', () => {
  it('reads an inserted notification as its reader and fields', () => {
    expect(notesOfRecords([record('INSERT', note)])).toEqual([
      { to: 'u1', kind: 'allotted', requestId: 'r1', keeperName: 'Kai Keeper' },
    ]);
  });

  it('passes over a notification marked read, any other item, and a removal', () => {
    const request = { pk: 'REQUEST#r1', sk: 'REQUEST', entity: 'CleanRequest', requestStatus: 'Scheduled' };
    const records = [
      record('MODIFY', { ...note, read: true }),
      record('INSERT', request),
      { eventName: 'REMOVE', dynamodb: { Keys: marshall({ pk: note.pk, sk: note.sk }) as never } },
    ] satisfies DynamoDBRecord[];
    expect(notesOfRecords(records)).toEqual([]);
  });
});
