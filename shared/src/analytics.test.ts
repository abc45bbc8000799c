import { addBuckets, noWaits, percentileOf, waitBucket, waitEdges } from './analytics';

describe('waiting-time buckets', () => {
  it('count a wait below an edge in that edge’s bucket, and every longer wait in the last', () => {
    expect([waitBucket(0), waitBucket(14.9), waitBucket(15), waitBucket(59), waitBucket(60)]).toEqual([
      0, 0, 1, 2, 3,
    ]);
    expect(waitBucket(20160)).toBe(waitEdges.length);
    expect(waitBucket(1e9)).toBe(waitEdges.length);
  });

  it('answer a percentile as the upper edge of the bucket the ranked wait falls in', () => {
    // Ten waits: six under 15 minutes, three of 30 to 60, one of three weeks.
    const buckets = addBuckets(noWaits(), [6, 0, 3]);
    buckets[waitEdges.length] = 1;

    expect(percentileOf(buckets, 0.5)).toBe(15);
    expect(percentileOf(buckets, 0.9)).toBe(60);
    // The open last bucket answers its lower edge: at least that long.
    expect(percentileOf(buckets, 1)).toBe(20160);
    expect(percentileOf(noWaits(), 0.5)).toBeUndefined();
  });
});
