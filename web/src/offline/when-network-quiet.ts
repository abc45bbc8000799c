/**
 * When the page has stopped downloading. Installing the service worker downloads the whole site for
 * offline use (421 files, 1.2 MB gzip): begun at the first idle moment after the first page showed, it
 * shared a phone's connection with the page's own later chunks and answers, and in Lighthouse's traces
 * its thread took the CPU from the dashboard's renders (issue 28, docs/performance.md). It now waits for
 * this: no download of the page's finished for `quietMs`, or `longestMs` at most, so a page that keeps
 * fetching does not keep the worker away.
 */
export function whenNetworkQuiet({ quietMs = 2000, longestMs = 10_000 } = {}): Promise<void> {
  return new Promise((resolve) => {
    const canObserve =
      typeof PerformanceObserver === 'function' &&
      PerformanceObserver.supportedEntryTypes?.includes('resource');
    if (!canObserve) {
      setTimeout(resolve, quietMs);
      return;
    }
    let quiet: ReturnType<typeof setTimeout> | undefined;
    /** The quiet time from now: at the start, and again after each finished download. */
    const waitQuiet = () => {
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    };
    const observer = new PerformanceObserver(waitQuiet);
    const longest = setTimeout(done, longestMs);
    function done() {
      clearTimeout(quiet);
      clearTimeout(longest);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'resource' });
    waitQuiet();
  });
}
