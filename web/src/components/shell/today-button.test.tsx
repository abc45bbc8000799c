/** The top bar's "Today": the date on the hostel's clock (its time zone), not the browser's. */
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';

import { defaultRules } from '#shared/request-rules';

import { makeTestUser, renderPage } from '../../test/render-page';
import Shell from './shell';

const callApi = vi.fn();
vi.mock('../../api/client', () => ({ callApi: (...args: unknown[]) => callApi(...args) }));

// The shell's module graph (Cloudscape's app layout) takes seconds to transform on first use.
vi.setConfig({ testTimeout: 30_000 });

// 20:00 UTC on 15 January: already the 16th at UTC+14 (Kiritimati), still the 15th in the browser (UTC).
const instant = new Date('2030-01-15T20:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: instant });
  callApi.mockImplementation((route: string) =>
    route === 'requestRules'
      ? Promise.resolve({ status: 200, data: { ...defaultRules, timeZone: 'Pacific/Kiritimati' } })
      : new Promise(() => undefined),
  );
});

afterEach(() => {
  vi.useRealTimers();
  callApi.mockReset();
});

it.each(['student', 'roomkeeper', 'admin'] as const)(
  "shows a %s the hostel's date once its time zone is read",
  async (role) => {
    // Act
    renderPage(
      <Routes>
        <Route element={<Shell />}>
          <Route path="*" element={<p>page content</p>} />
        </Route>
      </Routes>,
      { user: makeTestUser(role), path: '/' },
    );
    await screen.findByText('page content');

    // Assess
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Today is / })).toHaveTextContent('Today Jan 16'),
    );
    expect(screen.getByRole('button', { name: /^Today is / })).toHaveAccessibleName(
      'Today is Wednesday, January 16, 2030',
    );
    expect(callApi).toHaveBeenCalledWith('requestRules');
  },
);
