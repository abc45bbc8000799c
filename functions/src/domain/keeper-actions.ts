/**
 * What makes a roomkeeper's phone actions safe to send late and more than once: the time the keeper
 * tapped is checked against the clock and the request's day, and an action id already used answers the
 * result it first had instead of acting again. An action id is bound to its keeper (it is kept under the
 * keeper), its request and its kind: the same id sent for another request or another kind of action is
 * refused (409 `action.idReused`) rather than answered with a result that is not its own, which a phone's
 * queue would take for its action having landed.
 */
import type { CleanRequest } from '#shared/domain';

import { type ActionKind, actionRecord, type AnsweredAction, answeredAction } from '../data/keeper-actions';
import type { TransactItem } from '../data/store/transact';
import type { UserRecord } from '../data/users';
import { Refusal, refuse } from '../refusal';

/** The phone's id for the action and when it was tapped; both absent for the spec's calls. */
export interface KeeperAction {
  id?: string | undefined;
  at?: string | undefined;
}

/** How far ahead of the server's clock a phone's clock may be. */
const clockSkewMs = 5 * 60 * 1000;
/** A request's day begins first at UTC+14: no tap made on that day anywhere is earlier than this. */
const earliestOffsetMs = 14 * 60 * 60 * 1000;

/**
 * Refuses a tap time in the future, or before the request's day (`date`, when given) could have begun
 * anywhere.
 */
export function checkTapTime(at: string | undefined, date: string | undefined, now = Date.now()): void {
  if (at === undefined) return;
  const tapped = Date.parse(at);
  if (tapped > now + clockSkewMs) throw refuse('action.atInFuture');
  if (date !== undefined && tapped < Date.parse(`${date}T00:00:00Z`) - earliestOffsetMs)
    throw refuse('action.atBeforeDay');
}

/**
 * Runs the change once per action id. `run` gets the write that records the action with its answer, to
 * add to its own transaction. When the change is refused, a record made meanwhile by the same action sent
 * at the same time is answered instead: the second of two identical sends is not an error.
 */
export async function once(
  keeper: UserRecord,
  action: KeeperAction,
  target: { requestId: string; kind: ActionKind },
  run: (record: (next: CleanRequest) => TransactItem[]) => Promise<CleanRequest>,
): Promise<CleanRequest> {
  const actionId = action.id;
  if (actionId === undefined) return run(() => []);
  const earlier = await answeredAction(keeper._id, actionId);
  if (earlier) return sameAction(earlier, target);
  try {
    return await run((next) => [actionRecord(keeper._id, actionId, target.kind, next)]);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const meanwhile = await answeredAction(keeper._id, actionId);
    if (meanwhile) return sameAction(meanwhile, target);
    throw error;
  }
}

/** The first answer, when the id is sent again for the same request and kind; otherwise a 409. */
function sameAction(earlier: AnsweredAction, target: { requestId: string; kind: ActionKind }): CleanRequest {
  // Records written before kinds were kept have none: their request must still match.
  const kindMatches = earlier.kind === undefined || earlier.kind === target.kind;
  if (earlier.requestId !== target.requestId || !kindMatches) throw refuse('action.idReused');
  return earlier.answer;
}
