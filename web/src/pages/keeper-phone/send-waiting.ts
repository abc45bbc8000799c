/**
 * Sends the actions waiting on the phone, oldest first: by the dashboard when the connection is back, and
 * by the sign-out page when the keeper asks. Each one sent, or refused for good by the server, leaves the
 * queue; the first that finds no connection stops the sending, and it and those after it keep waiting.
 */
import { isApiError } from '#web/api/api-error';

import { type PhoneAction, sendAction } from './phone-action';

/** No answer came at all (status 0, or not even an API error): the connection is gone. */
export const noAnswer = (error: unknown) => !isApiError(error) || error.status === 0;

/** A queued action the server refused when it was finally sent. */
export interface FailedAction {
  action: PhoneAction;
  error: unknown;
}

export interface SendResult {
  /** Actions the server took or refused (each left the queue). */
  answered: number;
  failed: FailedAction[];
  /** What still waits. */
  left: PhoneAction[];
}

export async function sendWaiting(userId: string): Promise<SendResult> {
  const store = await import('#web/offline/keeper-store');
  const actions = await store.queued(userId);
  const failed: FailedAction[] = [];
  let answered = 0;
  for (const action of actions) {
    try {
      await sendAction(action);
    } catch (error) {
      if (noAnswer(error)) break;
      failed.push({ action, error });
    }
    await store.dequeue(userId, action.body.actionId);
    answered += 1;
  }
  return { answered, failed, left: await store.queued(userId) };
}
