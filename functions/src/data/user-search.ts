/**
 * The admin's search of a hostel's students or roomkeepers by room, any word of the name, or email
 * (issue 28). Each user has a few small token items, `HOSTEL#<id>#FIND#<role>` / `<token>#<userId>`, written
 * in the same transaction as the user's creation, profile change and removal; a search is one Query of
 * the sort keys that begin with the typed word, then one BatchGet of the users found. Why token items and
 * not a filter: a "contains" filter reads the whole partition (it grows with the hostel), while a prefix of
 * a token is a key condition that reads only what matches (docs/data-design.md, "Search").
 *
 * The user item stays the truth: a token is followed only when the user it names is live, listed, of the
 * role, and still has that token — so a token left behind is never shown: those of a declined registration
 * (a decline ends up to 25 accounts in one transaction, with no room for their tokens) and of one an
 * invitation or a new registration replaced (ended without a DeleteItem those routes would need).
 */
import type { Role } from '#shared/domain';

import { tableName } from './store/client';
import { keys } from './store/keys';
import { queryPage } from './store/page';
import type { TransactItem } from './store/transact';
import { getStoredUsers } from './user-lists';
import type { UserRecord } from './users';

/** A user as far as their tokens go. */
export interface Searchable {
  _id: string;
  hostelId: string;
  role: Role;
  name: string;
  email: string;
  room?: string | undefined;
}

/** Name words kept per user: with the room and the email, a user's writes stay a handful of items. */
const maxNameWords = 4;
const maxTokenLength = 60;

/** Lower case, accents off, no `#` (the key separator): "Émile" is found by "emile" and "Émi". */
export const normalizeSearch = (text: string): string =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replaceAll('#', '').trim();

/** The words a name is found by: "Mary-Jane O'Park" by "mary", "jane", "o", "park". */
const nameWords = (name: string) =>
  normalizeSearch(name)
    .split(/[\s\-‐‑'’.,()/]+/u)
    .filter(Boolean);

/** Every token of a user, distinct: the name's words, the room, the whole email (its local part is a prefix). */
export function searchTokensOf(user: Searchable): string[] {
  if (user.role === 'admin') return [];
  const room = normalizeSearch(user.room ?? '').replace(/\s+/g, '');
  const tokens = [...nameWords(user.name).slice(0, maxNameWords), room, normalizeSearch(user.email)];
  return [...new Set(tokens.filter(Boolean).map((token) => token.slice(0, maxTokenLength)))];
}

const tokenPut = (user: Searchable, token: string): TransactItem => ({
  Put: {
    TableName: tableName,
    Item: {
      ...keys.searchToken(user.hostelId, user.role, token, user._id),
      entity: 'SearchToken',
      userId: user._id,
    },
  },
});
const tokenDelete = (user: Searchable, token: string): TransactItem => ({
  Delete: { TableName: tableName, Key: keys.searchToken(user.hostelId, user.role, token, user._id) },
});

/** The writes that bring a user's tokens from `before`'s (none for a new user) to `after`'s. */
export function searchTokenWrites(
  before: Searchable | undefined,
  after: Searchable | undefined,
): TransactItem[] {
  const old = before ? searchTokensOf(before) : [];
  const next = after ? searchTokensOf(after) : [];
  return [
    ...(before
      ? old.filter((token) => !next.includes(token)).map((token) => tokenDelete(before, token))
      : []),
    ...(after ? next.filter((token) => !old.includes(token)).map((token) => tokenPut(after, token)) : []),
  ];
}

export interface UserSearch {
  hostelId: string;
  role: 'student' | 'roomkeeper';
  search: string;
  cursor?: string | undefined;
  limit?: number | undefined;
}

/**
 * One page of the users found by a search: one Query of the tokens beginning with the search's longest
 * word, one BatchGet of their users. Every other word must begin one of the user's tokens too ("park 205").
 * A user with several tokens matching ("ann" in "Ann" and "ann@…") is shown once, at the first of them, so
 * also never again on a later page.
 */
export async function searchHostelUsers(
  query: UserSearch,
): Promise<{ items: UserRecord[]; cursor?: string }> {
  const words = normalizeSearch(query.search).split(/\s+/).filter(Boolean);
  const key = words.reduce((longest, word) => (word.length > longest.length ? word : longest), '');
  const page = await queryPage(keys.searchTokens(query.hostelId, query.role), {
    list: 'userSearch',
    limit: query.limit,
    cursor: query.cursor,
    skPrefix: key,
  });
  const hits = page.items.map((item) => ({
    userId: String(item.userId),
    token: String(item.sk).slice(0, String(item.sk).lastIndexOf('#')),
  }));
  const users = hits.length ? await getStoredUsers(hits.map((hit) => hit.userId)) : new Map();
  const items: UserRecord[] = [];
  for (const hit of hits) {
    const user = users.get(hit.userId);
    if (
      !user ||
      user.deletedAt ||
      user.status ||
      user.role !== query.role ||
      user.hostelId !== query.hostelId
    )
      continue;
    const tokens = searchTokensOf(user);
    const first = tokens
      .filter((token) => token.startsWith(key))
      .sort((a, b) => (`${a}#` < `${b}#` ? -1 : 1))[0];
    const all = words.every((word) => tokens.some((token) => token.startsWith(word)));
    if (first === hit.token && all) items.push(user);
  }
  return { items, ...(page.cursor ? { cursor: page.cursor } : {}) };
}
