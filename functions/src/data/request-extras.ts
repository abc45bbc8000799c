/** What a request item carries beside the domain request (issue 32), read by its timeline. */

/** A re-clean's links: the clean it repeats and its student; a clean's re-clean. */
export interface RecleanLinks {
  recleanOf?: string;
  recleanFor?: string;
  recleanId?: string;
}

export interface RequestExtras {
  links: RecleanLinks;
  /** The keys of the photos taken on Done, in the photo bucket. */
  photos: string[];
}

export const extrasOf = (item: Record<string, unknown>): RequestExtras => ({
  links: Object.fromEntries(
    (['recleanOf', 'recleanFor', 'recleanId'] as const).flatMap((name) =>
      typeof item[name] === 'string' && item[name] !== '' ? [[name, item[name]]] : [],
    ),
  ),
  photos: Array.isArray(item.photos) ? item.photos.filter((key) => typeof key === 'string') : [],
});
