/** The local runtime's timer for the scheduled job: at each boundary, never overlapping, until stopped. */
import { onEachBoundary } from './scheduled-work';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2030-01-15T10:00:20Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

it('runs the work at each minute boundary, never before, and not after it is stopped', async () => {
  const runs: string[] = [];
  const timer = onEachBoundary(
    async () => void runs.push(new Date().toISOString()),
    () => undefined,
  );

  await vi.advanceTimersByTimeAsync(39_999);
  const beforeBoundary = [...runs];
  await vi.advanceTimersByTimeAsync(1);
  await vi.advanceTimersByTimeAsync(60_000);
  timer.stop();
  await vi.advanceTimersByTimeAsync(180_000);

  expect(beforeBoundary).toEqual([]);
  expect(runs).toEqual(['2030-01-15T10:01:00.000Z', '2030-01-15T10:02:00.000Z']);
});

it('waits for a slow run to end before taking the next boundary, and reports a failed run', async () => {
  const runs: string[] = [];
  const failures: unknown[] = [];
  let finish: () => void = () => undefined;
  const timer = onEachBoundary(
    () => {
      runs.push(new Date().toISOString());
      if (runs.length === 1) return new Promise<void>((done) => (finish = done));
      return Promise.reject(new Error('store away'));
    },
    (error) => failures.push(error),
  );

  await vi.advanceTimersByTimeAsync(40_000 + 150_000);
  const whileSlow = [...runs];
  finish();
  await vi.advanceTimersByTimeAsync(60_000);
  timer.stop();

  expect(whileSlow).toEqual(['2030-01-15T10:01:00.000Z']);
  expect(runs).toEqual(['2030-01-15T10:01:00.000Z', '2030-01-15T10:04:00.000Z']);
  expect(failures).toEqual([new Error('store away')]);
});
