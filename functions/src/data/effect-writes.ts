/**
 * The counter writes of changes to requests. `domain/effects.ts` derives what a change moves — each user's
 * and the hostel's counters, the keepers' loads — into a `CounterEffects`; here it becomes `ADD` updates in
 * the change's own transaction, and a transition's whole write list in the one order every change uses. A
 * user's write may carry a named condition (`counters.ts`) that the change depends on.
 */
import type { BoardCounts } from '#shared/board';

import { type BoardEffect, type BoardPlace, boardWrite, roomHistoryWrites } from './board-writes';
import { addToHostel, addToUser, type Condition, type HostelCounters, type UserCounters } from './counters';
import { LoadDeltas } from './read-models/keeper-load';
import { tableName } from './store/client';
import { type Key, keys } from './store/keys';
import type { TransactItem } from './store/transact';

/** A keeper's load as a request moves it: Scheduled to them on a date and floor, completed in its week. */
export interface LoadEffect {
  keeperId: string;
  date: string;
  floor: string;
  scheduled: number;
  completed: number;
  /** Minutes planned that day (Scheduled or done; issue 30), and of them those done. */
  minutes: number;
  doneMinutes: number;
}

type Counts = Record<string, number | undefined>;

function addCounts<T extends Counts>(
  into: Map<string, Partial<T>>,
  id: string,
  counts: Partial<T>,
  sign: number,
) {
  const current: Counts = into.get(id) ?? {};
  for (const [name, by] of Object.entries(counts as Counts))
    if (by !== undefined) current[name] = (current[name] ?? 0) + sign * by;
  into.set(id, current as Partial<T>);
}

/** The counter moves of one change, or of several summed (a removal's transaction). */
export class CounterEffects {
  /** By user id, in the order first named. */
  readonly users = new Map<string, Partial<UserCounters>>();
  readonly hostels = new Map<string, Partial<HostelCounters>>();
  private readonly loadsByDay = new Map<string, LoadEffect>();
  private readonly boardsByDay = new Map<string, BoardEffect>();

  user(userId: string, counts: Partial<UserCounters>, sign = 1): this {
    addCounts(this.users, userId, counts, sign);
    return this;
  }

  hostel(hostelId: string, counts: Partial<HostelCounters>, sign = 1): this {
    addCounts(this.hostels, hostelId, counts, sign);
    return this;
  }

  load(effect: LoadEffect, sign = 1): this {
    const key = `${effect.keeperId}|${effect.date}|${effect.floor}`;
    const current = this.loadsByDay.get(key) ?? {
      ...effect,
      scheduled: 0,
      completed: 0,
      minutes: 0,
      doneMinutes: 0,
    };
    current.scheduled += sign * effect.scheduled;
    current.completed += sign * effect.completed;
    current.minutes += sign * effect.minutes;
    current.doneMinutes += sign * effect.doneMinutes;
    this.loadsByDay.set(key, current);
    return this;
  }

  /** A room's day counters on the board (issue 30); `marks` record a clean or a rating on the room. */
  board(
    place: BoardPlace,
    counts: Partial<BoardCounts>,
    sign = 1,
    marks: Pick<BoardEffect, 'cleaned' | 'rated'> = {},
  ): this {
    const key = `${place.hostelId}|${place.date}|${place.roomId}`;
    const current = this.boardsByDay.get(key) ?? { ...place, counts: {} };
    const summed: Counts = current.counts;
    for (const [name, by] of Object.entries(counts as Counts))
      if (by !== undefined) summed[name] = (summed[name] ?? 0) + sign * by;
    if (marks.cleaned) current.cleaned = marks.cleaned;
    if (marks.rated) current.rated = marks.rated;
    this.boardsByDay.set(key, current);
    return this;
  }

  /** The rooms' day entries that move or record a clean. */
  get boards(): BoardEffect[] {
    return [...this.boardsByDay.values()].filter(
      (board) =>
        board.cleaned !== undefined ||
        board.rated !== undefined ||
        Object.values(board.counts).some((by) => by !== 0),
    );
  }

  /** The keepers' loads that move, per keeper, date and floor. */
  get loads(): LoadEffect[] {
    return [...this.loadsByDay.values()].filter(
      (load) => load.scheduled !== 0 || load.completed !== 0 || load.minutes !== 0 || load.doneMinutes !== 0,
    );
  }

  /** Adds what `other` moves (`sign` −1 takes it away). */
  add(other: CounterEffects, sign = 1): this {
    for (const [id, counts] of other.users) this.user(id, counts, sign);
    for (const [id, counts] of other.hostels) this.hostel(id, counts, sign);
    for (const effect of other.loads) this.load(effect, sign);
    for (const { counts, cleaned, rated, ...place } of other.boards)
      this.board(place, counts, sign, { cleaned, rated });
    return this;
  }

  /** A user's moves, without the counters that do not move. */
  movesOf(userId: string): Partial<UserCounters> {
    return moved(this.users.get(userId) ?? {});
  }
}

const moved = <T extends Counts>(counts: T): T =>
  Object.fromEntries(Object.entries(counts).filter(([, by]) => by !== undefined && by !== 0)) as T;

const conditionCheck = (key: Key, condition: Condition): TransactItem => ({
  ConditionCheck: {
    TableName: tableName,
    Key: key,
    ConditionExpression: condition.expression,
    ...(condition.names ? { ExpressionAttributeNames: condition.names } : {}),
    ...(condition.values ? { ExpressionAttributeValues: condition.values } : {}),
  },
});

export interface CounterWriteOptions {
  /** The condition a user's write must meet (none when undefined). */
  conditionOf?: (userId: string) => Condition | undefined;
  /** A user whose counters the caller writes itself (a removed account's, with its removal). */
  except?: string;
  /** The condition a hostel's write must meet (none when undefined). */
  hostelConditionOf?: (hostelId: string) => Condition | undefined;
  /** The most minutes a keeper's day may hold before this change (an allot within their capacity). */
  loadLimitOf?: (keeperId: string, date: string) => number | undefined;
}

/** The `ADD` updates of `effects`: users (in the order named), hostels, loads. Nothing that does not move. */
export function counterWrites(
  effects: CounterEffects,
  {
    conditionOf = () => undefined,
    except,
    hostelConditionOf = () => undefined,
    loadLimitOf = () => undefined,
  }: CounterWriteOptions = {},
): {
  users: { userId: string; item: TransactItem }[];
  hostels: TransactItem[];
  loads: TransactItem[];
  limitedLoads: number[];
  boards: TransactItem[];
} {
  const users = [...effects.users.keys()]
    .filter((userId) => userId !== except)
    .flatMap((userId) => {
      const counts = effects.movesOf(userId);
      const condition = conditionOf(userId);
      if (Object.keys(counts).length > 0) return [{ userId, item: addToUser(userId, counts, condition) }];
      // A condition holds the transaction even where no counter of the user moves.
      return condition ? [{ userId, item: conditionCheck(keys.user(userId), condition) }] : [];
    });
  const hostels = [...effects.hostels]
    .map(([hostelId, counts]) => [hostelId, moved(counts)] as const)
    .filter(([, counts]) => Object.keys(counts).length > 0)
    .map(([hostelId, counts]) => addToHostel(hostelId, counts, hostelConditionOf(hostelId)));
  const loads = new LoadDeltas();
  for (const { keeperId, date, floor, scheduled, completed, minutes, doneMinutes } of effects.loads) {
    if (scheduled !== 0 || minutes !== 0) loads.scheduled(keeperId, { date, floor }, scheduled, minutes);
    if (completed !== 0 || doneMinutes !== 0) loads.completed(keeperId, date, completed, doneMinutes);
  }
  const { writes, limited } = loads.writesWithin(loadLimitOf);
  // A clean done or rated moves the room's day entry and records itself in the room's partition.
  const boards = effects.boards.flatMap((board) => [boardWrite(board), ...roomHistoryWrites(board)]);
  return { users, hostels, loads: writes, limitedLoads: limited, boards };
}

/** What one transition of a request writes. */
export interface TransitionParts {
  /** The request's own writes (its update; or its deletion and date lock), first in the transaction. */
  request: readonly TransactItem[];
  effects: CounterEffects;
  /** Conditions on users' writes, by user id (a keeper allotted a request must still be one). */
  guards?: ReadonlyMap<string, Condition>;
  /** The notifications and the hostel's change stamp. */
  told: readonly TransactItem[];
  /** Writes that record the change elsewhere (a keeper's action record). */
  more?: readonly TransactItem[];
  /** The analytics' day items. */
  stats: readonly TransactItem[];
  /** The most minutes a keeper's day may hold before the change (`CounterWriteOptions.loadLimitOf`). */
  loadLimitOf?: (keeperId: string, date: string) => number | undefined;
}

/**
 * A transition's transaction: the request, the users' and the hostel's counters, the notifications and
 * stamp, the keepers' loads, the room's day entry on the board, the other records and the analytics. `userIndex` says where each user's
 * write is, so a failed condition on it can be told apart from the request's own.
 */
export function transitionWrites(parts: TransitionParts): {
  items: TransactItem[];
  userIndex: ReadonlyMap<string, number>;
  /** Where the loads written on a limit are: their condition failing means a keeper's day is full. */
  limitIndexes: readonly number[];
} {
  const { users, hostels, loads, limitedLoads, boards } = counterWrites(parts.effects, {
    conditionOf: (userId) => parts.guards?.get(userId),
    ...(parts.loadLimitOf ? { loadLimitOf: parts.loadLimitOf } : {}),
  });
  const userIndex = new Map(users.map(({ userId }, i) => [userId, parts.request.length + i]));
  const items = [
    ...parts.request,
    ...users.map(({ item }) => item),
    ...hostels,
    ...parts.told,
    ...loads,
    ...boards,
    ...(parts.more ?? []),
    ...parts.stats,
  ];
  const loadsAt = parts.request.length + users.length + hostels.length + parts.told.length;
  return { items, userIndex, limitIndexes: limitedLoads.map((index) => loadsAt + index) };
}
