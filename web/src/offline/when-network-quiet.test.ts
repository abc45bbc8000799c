/** The service worker waits until the page stops downloading, or 10 s at most (issue 28). */
import { whenNetworkQuiet } from './when-network-quiet';

/** Stands in for the browser's observer: `finish()` is a download of the page's that finished. */
class ResourceObserver {
  static supportedEntryTypes = ['resource'];
  static watching: ResourceObserver[] = [];
  constructor(private readonly onEntries: () => void) {}
  observe({ type }: { type: string }) {
    expect(type).toBe('resource');
    ResourceObserver.watching.push(this);
  }
  disconnect() {
    ResourceObserver.watching = ResourceObserver.watching.filter((observer) => observer !== this);
  }
  static finish() {
    for (const observer of ResourceObserver.watching) observer.onEntries();
  }
}

describe('whenNetworkQuiet', () => {
  let settled: boolean;
  const follow = (promise: Promise<void>) => void promise.then(() => (settled = true));

  beforeEach(() => {
    settled = false;
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', ResourceObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    ResourceObserver.watching = [];
  });

  it('settles once no download has finished for two seconds, each download starting the wait again', async () => {
    follow(whenNetworkQuiet());
    await vi.advanceTimersByTimeAsync(1500);
    ResourceObserver.finish();
    await vi.advanceTimersByTimeAsync(1500);
    ResourceObserver.finish();
    await vi.advanceTimersByTimeAsync(1999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(ResourceObserver.watching).toHaveLength(0);
  });

  it('settles after ten seconds at most when the page keeps downloading', async () => {
    follow(whenNetworkQuiet());
    for (let elapsed = 0; elapsed < 9900; elapsed += 900) {
      ResourceObserver.finish();
      await vi.advanceTimersByTimeAsync(900);
    }
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).toBe(true);
    expect(ResourceObserver.watching).toHaveLength(0);
  });

  it('waits the quiet time alone where the browser cannot observe downloads', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    follow(whenNetworkQuiet());
    await vi.advanceTimersByTimeAsync(1999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
