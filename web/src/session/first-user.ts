/**
 * The signed-in user's first fetch, started by `main.tsx` as the page starts loading instead of once the
 * session provider has rendered: the user decides what the first page shows, and asked for beside the
 * page's chunks it arrives one round trip and one render sooner. The provider takes it once, for the
 * token it was started with; any later fetch is its own.
 */
import type { AnswerOf } from '#shared/routes';

import { readToken } from './token-store';

export const loadClient = () => import('../api/client');

let started: { token: string; answer: Promise<AnswerOf<'authGetUser'>> } | undefined;

export function prefetchUser(): void {
  const token = readToken();
  if (!token) return;
  const answer = loadClient().then((client) => client.callApi('authGetUser'));
  // Whoever takes it handles its failure; untaken, it must not be an unhandled rejection.
  answer.catch(() => {});
  started = { token, answer };
}

/** The prefetched answer for this token, once; undefined when none was started for it. */
export function takePrefetchedUser(token: string): Promise<AnswerOf<'authGetUser'>> | undefined {
  if (started?.token !== token) return undefined;
  const { answer } = started;
  started = undefined;
  return answer;
}
