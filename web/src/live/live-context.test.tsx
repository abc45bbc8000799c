/**
 * How the client learns of changes: the first poll sets what was seen, later polls send the ETag, a 304
 * changes nothing, a moved stamp runs the pages' refetch once, and a hidden tab is not polled. Fake timers
 * move the clock, so nothing depends on real time.
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';

import type { callApi } from '../api/client';
import { api } from '../test/api-mock';
import { LiveProvider, pollMilliseconds, useLive, useOnChange } from './live-context';

vi.mock('../api/client', () => import('../test/api-mock'));

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  api.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

const answer = (stamp: number, unread: number) =>
  ({ status: 200, data: { stamp, unread } }) as unknown as Awaited<ReturnType<typeof callApi>>;
const unchanged = { status: 304, data: undefined } as unknown as Awaited<ReturnType<typeof callApi>>;

const wrapper = ({ children }: { children: ReactNode }) => <LiveProvider enabled>{children}</LiveProvider>;

/** Runs the timers up to the next poll and lets its answer land. */
const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(pollMilliseconds));

it('refetches once when the stamp moves, never on the first answer or on a 304, and sends the ETag', async () => {
  // Prepare
  api
    .mockResolvedValueOnce(answer(4, 0))
    .mockResolvedValueOnce(unchanged)
    .mockResolvedValueOnce(answer(5, 1));
  const refetch = vi.fn();

  // Act
  const { result } = renderHook(
    () => {
      useOnChange(refetch);
      return useLive();
    },
    { wrapper },
  );
  await act(() => vi.advanceTimersByTimeAsync(0));
  const first = { stamp: result.current.stamp, refetched: refetch.mock.calls.length };
  await nextPoll();
  const afterUnchanged = refetch.mock.calls.length;
  await nextPoll();

  // Assess
  expect(first).toEqual({ stamp: 4, refetched: 0 });
  expect(afterUnchanged).toBe(0);
  expect(refetch).toHaveBeenCalledTimes(1);
  expect(result.current).toMatchObject({ stamp: 5, unread: 1 });
  expect(api.mock.calls.map(([, options]) => options?.headers)).toEqual([
    {},
    { 'if-none-match': '"4.0"' },
    { 'if-none-match': '"4.0"' },
  ]);
});

it('does not poll while the tab is hidden, and asks at once when it shows again', async () => {
  // Prepare
  api.mockResolvedValue(answer(1, 0));
  renderHook(() => useLive(), { wrapper });
  await act(() => vi.advanceTimersByTimeAsync(0));

  // Act
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
  await act(() => vi.advanceTimersByTimeAsync(pollMilliseconds * 5));
  const whileHidden = api.mock.calls.length;
  visibility = 'visible';
  document.dispatchEvent(new Event('visibilitychange'));
  await act(() => vi.advanceTimersByTimeAsync(0));

  // Assess
  expect(whileHidden).toBe(1);
  expect(api).toHaveBeenCalledTimes(2);
});
