/** A room's one state on the board from its day counters, and what waits on it. */
import { boardStateOf, waitsOf } from './board';

describe('boardStateOf', () => {
  it.each([
    [{}, true, 'free'],
    [undefined, true, 'free'],
    [{ requested: 1 }, true, 'requested'],
    [{ requested: 1, scheduled: 1 }, true, 'scheduled'],
    [{ scheduled: 1, inProgress: 1 }, true, 'inProgress'],
    // Open work outranks a finished clean: the room still needs someone.
    [{ cleaned: 1, requested: 1 }, true, 'requested'],
    [{ cleaned: 2 }, true, 'cleaned'],
    [{ inProgress: 1 }, false, 'outOfService'],
  ] as const)('%o in service %s → %s', (counts, inService, state) => {
    expect(boardStateOf(counts, inService)).toBe(state);
  });
});

describe('waitsOf', () => {
  it('names complaints and low ratings, and an overdue mark only while a request is open', () => {
    expect(waitsOf({ complaints: 1, lowRatings: 2, cleaned: 1 })).toEqual(['complaint', 'lowRating']);
    expect(waitsOf({ overdue: 1, requested: 1 })).toEqual(['overdue']);
    expect(waitsOf({ overdue: 1, cleaned: 1 })).toEqual([]);
  });

  it('names an inspection on its day, and on any day while the room has a clean waiting for one', () => {
    expect(waitsOf({ cleaned: 1, inspectDue: 1 })).toEqual(['inspection']);
    expect(waitsOf(undefined, 1)).toEqual(['inspection']);
    expect(waitsOf({ complaints: 1 }, 2)).toEqual(['complaint', 'inspection']);
    expect(waitsOf({ cleaned: 1, inspectDue: 1 }, 1)).toEqual(['inspection']);
    expect(waitsOf(undefined, 0)).toEqual([]);
  });
});
