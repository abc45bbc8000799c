/**
 * Whether the API's store can be reached, as the last answers said: the API client reports each answer,
 * and the calm "trying again" notice (`notify-context.tsx`) listens, so it goes away by itself once the
 * store is back. No runtime dependencies, so the notice does not load the API client.
 */
import type { ApiError } from './api-error';

type Listener = (reachable: boolean) => void;
const listeners = new Set<Listener>();

/** A refusal that says the store is down for now (503 `server.unavailable`): the read is tried again. */
export const isUnavailable = (error: unknown): error is ApiError =>
  error instanceof Error && error.name === 'ApiError' && (error as ApiError).code === 'server.unavailable';

export function reportReachable(reachable: boolean): void {
  for (const listener of listeners) listener(reachable);
}

/** Listens to what answers say; returns a function that stops listening. */
export function onReachability(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
