/**
 * Who wants to know that the server answered (any status): the connection works again, so a banner that
 * said it could not be reached no longer holds. Apart from the client, so tests that mock the client keep it.
 */
const listeners = new Set<() => void>();

/** Tells `listener` of every answer; answers the function that stops telling. */
export function onServerAnswer(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function serverAnswered(): void {
  listeners.forEach((listener) => listener());
}
