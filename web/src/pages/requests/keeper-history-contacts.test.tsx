import { screen } from '@testing-library/react';

import { localToday } from '#web/components/format';
import { api } from '#web/test/api-mock';
import { expectContactLinks } from '#web/test/contact-links';
import { onAPhone } from '#web/test/phone-window';
import { makeTestUser, renderPage } from '#web/test/render-page';

import { makeRequest } from '../dashboard/test-requests';
import CleanRequests from './clean-requests';

vi.mock('#web/api/client', () => import('#web/test/api-mock'));

vi.setConfig({ testTimeout: 30_000 });
// The keeper's cards are a lazy chunk: loaded here, showing them waits for React only.
beforeAll(() => import('./keeper-history-cards'));

onAPhone();
beforeEach(() => api.mockReset());

describe('Clean Requests on a keeper’s phone', () => {
  it('shows the student’s name with tap-to-call and tap-to-mail, as the dashboard’s cards do', async () => {
    const scheduled = {
      ...makeRequest({ requestStatus: 'Scheduled', studentName: 'Jin Park', date: localToday() }),
      studentData: { email: 'jin@demo.hostel', phone: '+81 90 1234 5678' },
    };
    const past = makeRequest({ requestStatus: 'Completed', studentName: 'Mina Lee', date: '2030-01-01' });
    api.mockImplementation((routeId) =>
      Promise.resolve({
        status: 200,
        data: routeId === 'listRequests' ? { items: [scheduled, past] } : {},
      }),
    );
    await renderPage(<CleanRequests />, { user: makeTestUser('roomkeeper') });

    await expectContactLinks('Jin Park', { phone: '+81 90 1234 5678', email: 'jin@demo.hostel' });
    expect(screen.getByText('Mina Lee')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Call Mina Lee' })).toBeNull();
  });
});
