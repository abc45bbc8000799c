/**
 * What a roomkeeper's phone keeps for working without a connection, per signed-in user: the last list
 * fetched (with when), and the actions taken offline, in order, in IndexedDB under the keeper's own id.
 * Sign-out clears the list; actions still waiting stay only when the keeper chose to keep them (the
 * sign-out page asks, issue 35), and only their own sign-in reads them: nothing of one user is shown to
 * the next on a shared phone.
 */
import { createStore, del, get, update } from 'idb-keyval';

import type { PhoneAction } from '../pages/keeper-phone/phone-action';

// Opened on first use: createStore itself touches nothing.
const store = createStore('hostel-clean', 'keeper');
const queueKey = (userId: string) => `queue:${userId}`;
const listKey = 'hostel-clean.keeperList.v1';

/** A saved list: whose, when it was fetched, and the answer itself. */
export interface SavedList<T> {
  userId: string;
  fetchedAt: string;
  data: T;
}

export function saveList<T>(userId: string, data: T, now = new Date()): void {
  const saved: SavedList<T> = { userId, fetchedAt: now.toISOString(), data };
  try {
    localStorage.setItem(listKey, JSON.stringify(saved));
  } catch {
    // A full or blocked storage only means no offline list; the page itself works.
  }
}

export function savedList<T>(userId: string): SavedList<T> | undefined {
  const text = localStorage.getItem(listKey);
  const saved = text ? (JSON.parse(text) as SavedList<T>) : undefined;
  return saved?.userId === userId ? saved : undefined;
}

/** IndexedDB can be missing or blocked (some private modes): then nothing waits, and nothing can. */
const hasDatabase = () => typeof indexedDB !== 'undefined';

export async function queued(userId: string): Promise<PhoneAction[]> {
  if (!hasDatabase()) return [];
  return (await get<PhoneAction[]>(queueKey(userId), store)) ?? [];
}

export function enqueue(userId: string, action: PhoneAction): Promise<void> {
  return update<PhoneAction[]>(queueKey(userId), (actions = []) => [...actions, action], store);
}

/** Takes the first action off the queue once it was sent (or refused for good). */
export function dequeue(userId: string, actionId: string): Promise<void> {
  return update<PhoneAction[]>(
    queueKey(userId),
    (actions = []) => actions.filter((action) => action.body.actionId !== actionId),
    store,
  );
}

/** The keeper chose to discard what waits (after confirming): it is never sent. */
export async function discardQueue(userId: string): Promise<void> {
  if (hasDatabase()) await del(queueKey(userId), store);
}

/**
 * Sign-out: the list goes, and the user's queue when nothing waits in it. Actions still waiting stay under
 * their id: the keeper chose to keep them, or was signed out without being asked (another tab, an expired
 * session), when dropping them would lose work unannounced.
 */
export async function clearKeeperData(userId: string | undefined): Promise<void> {
  localStorage.removeItem(listKey);
  if (!userId || !hasDatabase()) return;
  if ((await queued(userId)).length === 0) await del(queueKey(userId), store);
}
