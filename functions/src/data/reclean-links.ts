/** The links a request item carries beside the domain request (issue 32), read by its timeline. */

/** A re-clean's links (issue 32): the clean it repeats and its student; a clean's re-clean. */
export interface RecleanLinks {
  recleanOf?: string;
  recleanFor?: string;
  recleanId?: string;
}

export const linksOf = (item: Record<string, unknown>): RecleanLinks =>
  Object.fromEntries(
    (['recleanOf', 'recleanFor', 'recleanId'] as const).flatMap((name) =>
      typeof item[name] === 'string' && item[name] !== '' ? [[name, item[name]]] : [],
    ),
  );
