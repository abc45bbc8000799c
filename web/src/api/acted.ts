/**
 * The changes the API accepted, as the API client reports them: the one-time push offer (issue 33,
 * `push/push-offer-slot.tsx`) waits for a person's first action, and every action, on every page, goes
 * through the client. No runtime dependencies, so the shell listens without loading the client.
 */
import type { RouteId } from '#shared/routes';

type Listener = (routeId: RouteId) => void;
const listeners = new Set<Listener>();

/** A signed-in change (a POST) the API answered with success. */
export function reportActed(routeId: RouteId): void {
  for (const listener of listeners) listener(routeId);
}

/** Listens to the accepted changes; returns a function that stops listening. */
export function onActed(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
