/**
 * Inspection sampling (issue 32): a hostel may ask for an inspection of 1 in N completed cleans, each
 * picked at random on its Done. The draw is here, apart from the data, and `sampling.random` may be
 * replaced by a test to make the pick certain.
 */

/** Where the pick's randomness comes from: a number in [0, 1), as `Math.random`. */
export const sampling = { random: (): number => Math.random() };

/** Whether a clean is picked for inspection: with chance 1/`oneIn`; never while sampling is off (null). */
export function pickedForInspection(oneIn: number | null): boolean {
  if (oneIn === null || oneIn < 1) return false;
  return sampling.random() * oneIn < 1;
}
