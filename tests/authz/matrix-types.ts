/**
 * The row format of the authorization matrix (`matrix.test.ts`). Every route of `shared/src/routes.ts`
 * needs at least one row; the test calls the real handler once per row and actor, compares the status,
 * checks every answer against the route's answer schemas and every DynamoDB action it sends against the
 * route's declared `dynamo` actions.
 *
 * Rows live in one file per route group, named as the group is everywhere else:
 * `matrix/<group>.ts` for `shared/src/route-table/<group>.ts`, each exporting `rows: MatrixRow[]` (build
 * them with `matrixRow`). The test finds the files by their names; a row in the wrong group's file fails.
 */
import type { CleanRequest, Role } from '#shared/domain';
import type { RouteId } from '#shared/routes';
import type { RequestStatus } from '#shared/status';

import type { Account } from '../helpers/fixtures';
import type { Answer, Call } from '../helpers/invoke';

/** Who calls: nobody, two students, two keepers and two admins. */
export const actors = [
  'anonymous',
  'studentA',
  'studentB',
  'keeperR1',
  'keeperR2',
  'adminOwn',
  'adminOther',
] as const;
export type Actor = (typeof actors)[number];
export type SignedInActor = Exclude<Actor, 'anonymous'>;

/**
 * The accounts every row sees. `hostel` holds studentA, studentB, keeperR1, keeperR2 and adminOwn;
 * `otherHostel` holds adminOther. keeperR1 is the keeper that `request()` allots to.
 */
export interface MatrixWorld {
  hostel: { id: string; name: string };
  otherHostel: { id: string; name: string };
  accounts: Record<SignedInActor, Account>;
  /** A fresh signed-in account (use it for rows that change or remove an account other than the caller). */
  makeUser(
    role: Role,
    hostel: { id: string; name: string },
    extra?: { name?: string; phone?: string; room?: string; floor?: string },
  ): Promise<Account>;
  /**
   * A fresh stored request of studentA in `hostel`, in the given status. Scheduled and Completed ones are
   * allotted to keeperR1; a Completed one is not rated yet. The request is stored directly (counters of
   * the accounts are not kept exact), so rows may make as many as they need. Its date is days ahead, or
   * days ago with `past` (a request may be started and completed only from its day on).
   */
  request(status: RequestStatus, options?: { past?: boolean }): Promise<CleanRequest>;
}

export interface MatrixCallContext<Prepared> {
  world: MatrixWorld;
  /** What `prepare` answered for this call. */
  prepared: Prepared;
  actor: Actor;
  /** The caller's account; undefined for `anonymous`. */
  me: Account | undefined;
}

export interface MatrixRow<Prepared = unknown> {
  route: RouteId;
  /** What this row checks, when a route has several rows (shown in the test name). */
  case?: string;
  /**
   * Runs before every actor's call, so that one actor's change never decides the next actor's answer
   * (e.g. a fresh Pending request per actor for deleteRequest).
   */
  prepare?: (world: MatrixWorld) => Promise<Prepared>;
  /** The call without its token: the test adds the actor's `Authorization` header. */
  call: (context: MatrixCallContext<Prepared>) => Omit<Call, 'token'>;
  /** The status each actor must get. */
  expect: Record<Actor, number>;
  /**
   * Set when a successful call changes or removes the caller's own account (password change, ...): the
   * test then builds a fresh world for every actor of this row, so later rows keep working tokens.
   */
  isolate?: true;
  /** Further checks of an answer (e.g. that a 200 list holds nothing of another student or hostel). */
  check?: (answer: Answer, context: MatrixCallContext<Prepared>) => void | Promise<void>;
}

/** Keeps the `Prepared` type of one row while collecting rows of different types in one list. */
export function matrixRow<Prepared>(row: MatrixRow<Prepared>): MatrixRow {
  return row as unknown as MatrixRow;
}

/** Shorthands for `expect`: the status for every actor, then the exceptions. */
export function expectAll(
  status: number,
  exceptions: Partial<Record<Actor, number>> = {},
): Record<Actor, number> {
  return Object.fromEntries(actors.map((actor) => [actor, exceptions[actor] ?? status])) as Record<
    Actor,
    number
  >;
}

/** Everyone signed in gets `status` (then the exceptions); nobody signed in gets 401. */
export function signedIn(
  status: number,
  exceptions: Partial<Record<Actor, number>> = {},
): Record<Actor, number> {
  return expectAll(status, { anonymous: 401, ...exceptions });
}

/** The hostel's own admin gets 200, another hostel's admin as given; everyone else 403, or 401 signed out. */
export function adminOnly(others: { adminOther: number }): Record<Actor, number> {
  return expectAll(403, { anonymous: 401, adminOwn: 200, ...others });
}
