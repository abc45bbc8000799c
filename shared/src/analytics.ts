/**
 * The hostel's numbers over time (issue 16): the waiting-time buckets the stored day items count in, and how
 * a median or a 90th percentile is read back off them. Waiting times are kept as counts per bucket, never as
 * rows, so a range of days is summed bucket by bucket whatever the number of requests behind it.
 */

/**
 * Upper edges of the waiting-time buckets, in minutes: bucket `i` holds waits below `waitEdges[i]` (and at
 * or above the edge before it); the last bucket, `waitEdges.length`, holds every longer wait.
 */
export const waitEdges = [
  15, 30, 60, 120, 180, 240, 360, 480, 720, 1080, 1440, 2160, 2880, 4320, 5760, 7200, 10080, 20160,
] as const;

/** The longest range of days one analytics answer covers (a leap year). */
export const maxAnalyticsDays = 366;

/** The bucket a wait of `minutes` is counted in. */
export function waitBucket(minutes: number): number {
  const index = waitEdges.findIndex((edge) => minutes < edge);
  return index === -1 ? waitEdges.length : index;
}

/**
 * The bucket's value for a percentile: its upper edge (the wait is at most that long); the open last bucket
 * answers its lower edge (at least that long).
 */
const bucketValue = (index: number): number => waitEdges[Math.min(index, waitEdges.length - 1)] ?? 0;

/** The `q` quantile (0 < q ≤ 1) of the waits counted in `buckets`, or undefined when there are none. */
export function percentileOf(buckets: readonly number[], q: number): number | undefined {
  const total = buckets.reduce((sum, count) => sum + count, 0);
  if (total === 0) return undefined;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const [index, count] of buckets.entries()) {
    seen += count;
    if (seen >= rank) return bucketValue(index);
  }
  return bucketValue(waitEdges.length);
}

/** Buckets summed index by index. */
export function addBuckets(into: number[], from: readonly number[]): number[] {
  for (const [index, count] of from.entries()) into[index] = (into[index] ?? 0) + count;
  return into;
}

/** An empty histogram: one count per bucket. */
export const noWaits = (): number[] => Array.from({ length: waitEdges.length + 1 }, () => 0);
