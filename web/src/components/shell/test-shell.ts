/**
 * What the shell's test files share (`callApi` is mocked by each test file: vi.mock is hoisted only in the
 * file that calls it). The live poll reaches no server, as in the tests before it had an answer: an
 * answer redraws the top bar, which closes a menu a test has open. The bell's tests answer `liveAnswer`.
 */
import { act } from '@testing-library/react';

import { callApi } from '../../api/client';
import i18n from '../../i18n';

export const liveAnswer = (unread: number) => ({ status: 200, data: { stamp: 1, unread } }) as never;

/** Every test of the calling file starts offline and in English. */
export function shellTestSetup(): void {
  beforeEach(() => {
    vi.mocked(callApi).mockRejectedValue(new TypeError('Failed to fetch'));
  });
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });
  // The shell's module graph (Cloudscape's app layout) takes seconds to transform on first use.
  vi.setConfig({ testTimeout: 30_000 });
}
