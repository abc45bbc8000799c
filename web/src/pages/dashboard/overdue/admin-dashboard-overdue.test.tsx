/**
 * The admin dashboard's overdue pieces (issue 15): the count card, the badge on an overdue row, and the
 * switch that shows only the overdue requests, the allotted ones whose day ended among them.
 */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor, within } from '@testing-library/react';

import type { DataOf } from '#web/api/client';
import { makeTestUser, renderPage } from '#web/test/render-page';

import { api } from '../../../test/api-mock';
import AdminDashboard from '../admin/admin-dashboard';
import { makeRequest } from '../test-requests';

vi.mock('../../../api/client', () => import('../../../test/api-mock'));
vi.setConfig({ testTimeout: 30_000 });

const late = makeRequest({ room: '201', date: '2030-05-12', time: '08:00' });
const later = makeRequest({ room: '202', date: '2030-05-20', time: '09:00' });
const missed = makeRequest({
  room: '305',
  date: '2030-05-13',
  requestStatus: 'Scheduled',
  roomkeeper: 'Kim Keeper',
  roomKeeperId: '20000000-0000-4000-8000-000000000001',
});

const overdue: DataOf<'overdueRequests'> = {
  count: 2,
  more: false,
  pendingBefore: '2030-05-14#07:00',
  scheduledBefore: '2030-05-14',
  items: [late, missed],
};

beforeEach(() => {
  api.mockReset();
  api.mockImplementation((routeId) => {
    const answers: Record<string, unknown> = {
      adminDashboard: { requests: 7, students: 12, roomkeepers: 2, awaiting: 0, data: [late, later] },
      overdueRequests: overdue,
    };
    return Promise.resolve({ status: 200, data: answers[routeId] ?? {} });
  });
});

const rowOf = (room: string) => screen.getByText(room).closest('tr')!;

describe('overdue requests on the admin dashboard', () => {
  it('are counted on a card and marked with a badge on their row', async () => {
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });

    await screen.findByText('202');
    await waitFor(() => expect(within(rowOf('201')).getByText('Overdue')).toBeVisible());
    const card = createWrapper(document.body)
      .findAllKeyValuePairs()
      .flatMap((pairs) => pairs.findItems())
      .find((item) => item.findLabel()?.getElement().textContent === 'Overdue requests');
    expect(card?.findValue()?.getElement()).toHaveTextContent('2');
    expect(within(rowOf('202')).queryByText('Overdue')).toBeNull();
  });

  it('are shown alone when the admin asks, the allotted ones whose day ended beside them', async () => {
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });
    await screen.findByText('202');

    createWrapper(document.body).findToggle()!.findNativeInput().click();

    await waitFor(() => expect(screen.queryByText('202')).toBeNull());
    expect(screen.getByText('201')).toBeVisible();
    expect(await screen.findByText('Allotted, day ended without completion')).toBeVisible();
    expect(within(rowOf('305')).getByText('Kim Keeper')).toBeVisible();
  });
});
