/**
 * The admin's other lists on a phone (issue 28): with Scheduled or In progress chosen, and with only the
 * overdue ones shown, the requests are cards (status first, room and floor, date and time, student and
 * message, roomkeeper), not tables.
 */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, within } from '@testing-library/react';

import type { DataOf } from '#web/api/client';
import { onAPhone } from '#web/test/phone-window';
import { makeTestUser, renderPage } from '#web/test/render-page';

import { api } from '../../../test/api-mock';
import { makeRequest } from '../test-requests';
import AdminDashboard from './admin-dashboard';

vi.mock('../../../api/client', () => import('../../../test/api-mock'));
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => Promise.all([import('./listed-cards'), import('./admin-cards')]));

const started = makeRequest({
  requestStatus: 'Scheduled',
  studentName: 'Sam Started',
  message: 'Key at the desk',
  roomkeeper: 'Kim Keeper',
  startedAt: '2030-05-14T09:35:00.000Z',
});
const waiting = makeRequest({
  requestStatus: 'Scheduled',
  studentName: 'Wes Waiting',
  roomkeeper: 'Lee Keeper',
});
const late = makeRequest({ requestStatus: 'Scheduled', studentName: 'Lou Late', roomkeeper: 'Kim Keeper' });

onAPhone();
beforeEach(() => {
  api.mockReset();
  const overdue: DataOf<'overdueRequests'> = {
    count: 1,
    more: false,
    pendingBefore: '2030-01-15#08:00',
    scheduledBefore: '2030-01-15',
    items: [late],
  };
  api.mockImplementation((routeId) => {
    const data =
      routeId === 'adminDashboard'
        ? { requests: 0, students: 3, roomkeepers: 2, awaiting: 0, data: [] }
        : routeId === 'overdueRequests'
          ? overdue
          : routeId === 'listRequests'
            ? { items: [started, waiting] }
            : [];
    return Promise.resolve({ status: 200, data } as never);
  });
});

const cardOf = async (text: string) => (await screen.findByText(text)).closest('li') as HTMLElement;

describe('the admin dashboard’s other lists on a phone', () => {
  it('shows the Scheduled requests as cards, In progress first in its status', async () => {
    // Prepare
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });
    await screen.findByText("Your'e All Caught!");
    // Act
    createWrapper(document.body).findRadioGroup()!.findInputByValue('Scheduled')!.click();
    // Assess
    const card = await cardOf('Sam Started');
    expect(within(card).getAllByRole('heading')[0]).toHaveTextContent('In progress');
    expect(card).toHaveTextContent(`Room ${started.room}, floor 1`);
    expect(within(card).getByRole('link', { name: /May 14, 2030 · 09:30/ })).toBeInTheDocument();
    expect(card).toHaveTextContent('Key at the desk');
    expect(card).toHaveTextContent('RoomkeeperKim Keeper');
    expect(within(await cardOf('Wes Waiting')).getAllByRole('heading')[0]).toHaveTextContent('Scheduled');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the overdue allotted requests as cards, marked Overdue', async () => {
    // Prepare
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });
    await screen.findByText("Your'e All Caught!");
    // Act
    createWrapper(document.body).findToggle()!.findNativeInput().click();
    // Assess
    const card = await cardOf('Lou Late');
    expect(within(card).getAllByRole('heading')[0]).toHaveTextContent('ScheduledOverdue');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
