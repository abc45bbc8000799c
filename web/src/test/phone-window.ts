/**
 * A phone's or a wide window for component tests: jsdom has no `matchMedia`, so the pages' phone layouts
 * (Cloudscape's small breakpoint, `phoneQuery`) are chosen by the answer stubbed here.
 */
import { phoneQuery } from '../hooks/use-media-query';

/** From now until the globals are unstubbed, the window is a phone's (`true`) or a wide screen's. */
export function stubWindow(phone: boolean): void {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: phone && query === phoneQuery,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

/** Every test of the calling file starts on a phone; one that wants a wide screen calls `stubWindow(false)`. */
export function onAPhone(): void {
  beforeEach(() => stubWindow(true));
  afterEach(() => vi.unstubAllGlobals());
}
