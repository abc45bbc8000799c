/** Hostels and their counters. */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';

import { type Hostel, type RegistrationMode, registrationModes } from '#shared/domain';

import { db, tableName } from './store/client';
import { hostelIdOf, keys } from './store/keys';
import { queryAll } from './store/page';
import { isConditionFailure } from './store/transact';

export interface HostelRecord extends Hostel {
  students: number;
  roomkeepers: number;
  awaiting: number;
  completed: number;
  /** How self-registrations are taken; a hostel stored before there was a choice takes them for approval. */
  registration: RegistrationMode;
}

export async function getHostel(hostelId: string): Promise<HostelRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.hostel(hostelId) }));
  return Item ? toHostel(Item) : undefined;
}

/** All hostels, by name. Hostels are few (one deployment serves one hostel group). */
/**
 * Every hostel with how it takes registrations, read from the same list entries: the mode is an attribute
 * of the hostel item the list indexes, so it costs no further read. A hostel stored before there was a
 * choice takes them for approval (as its settings say).
 */
export async function listHostels(): Promise<(Hostel & { registration: RegistrationMode })[]> {
  const items = await queryAll(keys.allHostels(), { attributes: ['id', 'name', 'registration'] });
  return items.map((item) => ({
    id: String(item.id),
    name: String(item.name),
    registration: isRegistrationMode(item.registration) ? item.registration : 'approval',
  }));
}

/** Creates a hostel if none has that name yet; answers the hostel either way. */
export async function ensureHostel(name: string): Promise<Hostel> {
  const id = hostelIdOf(name);
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keys.hostel(id),
          ...keys.hostelListEntry(name),
          entity: 'Hostel',
          id,
          name,
          students: 0,
          roomkeepers: 0,
          awaiting: 0,
          completed: 0,
          createdAt: new Date().toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  return { id, name };
}

export const isRegistrationMode = (value: unknown): value is RegistrationMode =>
  registrationModes.some((mode) => mode === value);

function toHostel(item: Record<string, unknown>): HostelRecord {
  return {
    id: String(item.id),
    name: String(item.name),
    students: Number(item.students ?? 0),
    roomkeepers: Number(item.roomkeepers ?? 0),
    awaiting: Number(item.awaiting ?? 0),
    completed: Number(item.completed ?? 0),
    registration: isRegistrationMode(item.registration) ? item.registration : 'approval',
  };
}
