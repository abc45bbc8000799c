/** useApiQuery over loads the test settles by hand, so which answer lands never depends on timing. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { useCallback } from 'react';

import { ApiError } from '../api/api-error';
import { useApiQuery } from './use-api-query';

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every settled promise's callbacks run, and React apply what they set. */
const settle = () => act(() => Promise.resolve());

describe('useApiQuery', () => {
  it('is loading until the answer lands, then shows it', async () => {
    // Prepare
    const answer = deferred<string>();
    const load = vi.fn(() => answer.promise);

    // Act
    const { result } = renderHook(() => useApiQuery(load));
    const before = { ...result.current };
    answer.resolve('rooms');

    // Assess
    expect(before).toMatchObject({ data: undefined, loading: true, error: undefined });
    await waitFor(() => expect(result.current).toMatchObject({ data: 'rooms', loading: false }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits while there is nothing to load', () => {
    // Act
    const { result } = renderHook(() => useApiQuery<string>(undefined));

    // Assess
    expect(result.current).toMatchObject({ data: undefined, loading: false });
  });

  it('drops the answer of a load that a newer one replaced, even when it arrives last', async () => {
    // Prepare
    const first = deferred<string>();
    const second = deferred<string>();
    const loadFirst = () => first.promise;
    const loadSecond = () => second.promise;
    const { result, rerender } = renderHook(({ load }) => useApiQuery(load), {
      initialProps: { load: loadFirst },
    });

    // Act
    rerender({ load: loadSecond });
    second.resolve('new filter');
    await waitFor(() => expect(result.current.data).toBe('new filter'));
    first.resolve('old filter');
    await settle();

    // Assess
    expect(result.current).toMatchObject({ data: 'new filter', loading: false });
  });

  it('is loading from the very render that brings a new load, so the old answer never passes for it', async () => {
    // Prepare
    const loadKim = () => Promise.resolve('Kim: 09:00');
    const loadLee = () => Promise.resolve('Lee: 10:00');
    const seen: { data: string | undefined; loading: boolean }[] = [];
    const { result, rerender } = renderHook(
      ({ load }) => {
        const query = useApiQuery(load);
        seen.push({ data: query.data, loading: query.loading });
        return query;
      },
      { initialProps: { load: loadKim } },
    );
    await waitFor(() => expect(result.current.data).toBe('Kim: 09:00'));
    seen.length = 0;

    // Act
    rerender({ load: loadLee });
    await waitFor(() => expect(result.current.data).toBe('Lee: 10:00'));

    // Assess
    expect(seen[0]).toEqual({ data: 'Kim: 09:00', loading: true });
    expect(seen.filter((render) => render.data === 'Kim: 09:00' && !render.loading)).toEqual([]);
  });

  it('drops an answer or a failure that arrives after the screen has gone', async () => {
    // Prepare
    const answer = deferred<string>();
    const failure = deferred<string>();
    const onError = vi.fn();
    const loadAnswer = () => answer.promise;
    const loadFailure = () => failure.promise;
    const answered = renderHook(() => useApiQuery(loadAnswer));
    const failed = renderHook(() => useApiQuery(loadFailure, onError));
    const shownBefore = answered.result.current;

    // Act
    answered.unmount();
    failed.unmount();
    answer.resolve('late');
    failure.reject(new Error('late'));
    await settle();

    // Assess
    expect(answered.result.current).toBe(shownBefore);
    expect(onError).not.toHaveBeenCalled();
  });

  it('keeps what was shown when a reload fails, and reports the failure once', async () => {
    // Prepare
    const error = new Error('offline');
    const load = vi.fn().mockResolvedValueOnce('rooms').mockRejectedValueOnce(error);
    const onError = vi.fn();
    const { result } = renderHook(() => useApiQuery<string>(load, onError));
    await waitFor(() => expect(result.current.data).toBe('rooms'));

    // Act
    act(() => result.current.reload());

    // Assess
    await waitFor(() => expect(result.current.error).toBe(error));
    expect(result.current).toMatchObject({ data: 'rooms', loading: false });
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hands the load what is shown, so it can add a next page to it', async () => {
    // Prepare
    const pages = [['a'], ['b']];
    const { result, rerender } = renderHook(
      ({ page }) =>
        useApiQuery(
          useCallback(
            async (shown: string[] | undefined) => [...(shown ?? []), ...(pages[page] ?? [])],
            [page],
          ),
        ),
      { initialProps: { page: 0 } },
    );
    await waitFor(() => expect(result.current.data).toEqual(['a']));

    // Act
    rerender({ page: 1 });

    // Assess
    await waitFor(() => expect(result.current.data).toEqual(['a', 'b']));
  });

  it('tries a read again by itself while the store is down, after Retry-After, until it answers', async () => {
    // Prepare
    vi.useFakeTimers();
    const down = () => new ApiError(503, 'down', undefined, 'server.unavailable', 5);
    const answers = [Promise.reject(down()), Promise.reject(down()), Promise.resolve('rooms')];
    answers.forEach((answer) => answer.catch(() => {}));
    const load = vi.fn(() => answers[load.mock.calls.length - 1]!);
    const onError = vi.fn();

    // Act
    const { result } = renderHook(() => useApiQuery(load, onError));
    await settle();
    const afterFirst = load.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    const beforeRetryAfter = load.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(1));
    // The second pause is longer: the store may take a while to come back.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    vi.useRealTimers();

    // Assess
    expect([afterFirst, beforeRetryAfter]).toEqual([1, 1]);
    await waitFor(() => expect(result.current).toMatchObject({ data: 'rooms', loading: false }));
    expect(load).toHaveBeenCalledTimes(3);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('does not try again after any other failure', async () => {
    // Prepare
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.reject(new ApiError(500, 'broken', undefined, 'server.error')));

    // Act
    renderHook(() => useApiQuery(load, () => {}));
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    vi.useRealTimers();

    // Assess
    expect(load).toHaveBeenCalledTimes(1);
  });
});
