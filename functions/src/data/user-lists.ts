/**
 * Reads of many users at once: by id in one BatchGet, and the lists of a hostel's students and
 * roomkeepers (partition `HOSTEL#<id>#ROLE#<role>`, sorted by the lower-cased name).
 */
import { batchGet } from './store/batch-get';
import { keys } from './store/keys';
import { type ItemPage, queryAll, queryPage } from './store/page';
import { toUserRecord, type UserRecord } from './users';

/** Which items of each user a BatchGet reads: the user item, the picture, or both. */
type UserItems = 'user' | 'image' | 'both';

const keysOf = (id: string, which: UserItems) =>
  which === 'both'
    ? [keys.user(id), keys.userImage(id)]
    : [which === 'user' ? keys.user(id) : keys.userImage(id)];

/** The items of users (up to 100 keys in all, `store/batch-get.ts`), removed ones included. */
async function batchGetUsers(
  userIds: readonly string[],
  attributes?: readonly string[],
  which: UserItems = 'user',
): Promise<Record<string, unknown>[]> {
  return batchGet(
    [...new Set(userIds)].flatMap((id) => keysOf(id, which)),
    attributes,
  );
}

/** Stored users by id, removed ones included (a removal that is repeated must find what it did). */
export async function getStoredUsers(ids: readonly string[]): Promise<Map<string, UserRecord>> {
  const items = await batchGetUsers(ids);
  return new Map(items.map((item) => [String(item._id), toUserRecord(item)]));
}

export interface Contact {
  _id: string;
  name: string;
  email: string;
  phone: string;
  profileimg?: string;
}

/**
 * Contact details of up to 100 users (the dashboards' page size), in one BatchGet; with `images`, of up
 * to 50 and their pictures too, in the same BatchGet.
 */
export async function contactsOf(
  userIds: readonly string[],
  options: { images?: boolean } = {},
): Promise<Map<string, Contact>> {
  // An admin's request for a room has no student (issue 30: an empty id): there is no one to read.
  const wanted = userIds.filter((id) => id !== '');
  if (wanted.length === 0) return new Map();
  const items = await batchGetUsers(
    wanted,
    ['_id', 'sk', 'name', 'email', 'phone', ...(options.images ? ['profileimg'] : [])],
    options.images ? 'both' : 'user',
  );
  const pictures = picturesIn(items);
  return new Map(
    items
      .filter((item) => item.sk === 'USER')
      .map((item) => {
        const profileimg = pictures.get(String(item._id)) ?? item.profileimg;
        return [
          String(item._id),
          {
            _id: String(item._id),
            name: String(item.name),
            email: String(item.email ?? ''),
            phone: String(item.phone ?? ''),
            ...(options.images && typeof profileimg === 'string' ? { profileimg } : {}),
          },
        ];
      }),
  );
}

/** The pictures among BatchGet items, by user id. */
const picturesIn = (items: Record<string, unknown>[]) =>
  new Map(
    items
      .filter((item) => item.sk === 'IMAGE' && typeof item.profileimg === 'string')
      .map((item) => [String(item._id), String(item.profileimg)]),
  );

export interface KeeperListItem {
  _id: string;
  name: string;
  /** Their own minutes of work a day, when set (issue 30). */
  capacityMinutes?: number;
}

/**
 * Live roomkeepers of a hostel, by name; with `namePrefix`, only those whose lower-cased list key
 * begins with it. One Query page holds thousands of these small entries.
 */
export async function keepersOfHostel(hostelId: string, namePrefix?: string): Promise<KeeperListItem[]> {
  const items = await queryAll(keys.usersOfHostel(hostelId, 'roomkeeper'), {
    ...(namePrefix ? { range: { prefix: namePrefix } } : {}),
    attributes: ['_id', 'name', 'capacityMinutes'],
    liveOnly: true,
  });
  return items.map((item) => ({
    _id: String(item._id),
    name: String(item.name),
    ...(typeof item.capacityMinutes === 'number' ? { capacityMinutes: item.capacityMinutes } : {}),
  }));
}

export interface HostelUsersQuery {
  hostelId: string;
  role: 'student' | 'roomkeeper';
  cursor?: string | undefined;
  limit?: number | undefined;
}

/**
 * One page of a hostel's students or roomkeepers, by name (one Query of the list's partition). A search
 * by room, name word or email is `user-search.ts`'s.
 */
export async function hostelUsersPage(
  query: HostelUsersQuery,
): Promise<Omit<ItemPage, 'items'> & { items: UserRecord[] }> {
  const page = await queryPage(keys.usersOfHostel(query.hostelId, query.role), {
    list: 'hostelUsers',
    limit: query.limit,
    cursor: query.cursor,
  });
  return { ...page, items: page.items.map(toUserRecord) };
}
