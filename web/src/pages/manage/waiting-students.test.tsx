/**
 * Manage Students' waiting list (DESIGN §9): the admin approves several waiting students at once and
 * declines after confirming. How the hostel takes self-registrations is on the settings page.
 */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor } from '@testing-library/react';

import type { WaitingStudent } from '#shared/domain';

import { api } from '../../test/api-mock';
import { makeTestUser, renderPage } from '../../test/render-page';
import ManageStudents from './manage-students';

vi.mock('../../api/client', () => import('../../test/api-mock'));

const waiting: WaitingStudent[] = [
  {
    _id: '40000000-0000-4000-8000-000000000001',
    name: 'Wes Waiting',
    email: 'wes@x.test',
    createdAt: '2030-01-02T09:00:00.000Z',
  },
  {
    _id: '40000000-0000-4000-8000-000000000002',
    name: 'Wim Waiting',
    email: 'wim@x.test',
    createdAt: '2030-01-03T09:00:00.000Z',
  },
];

function serve() {
  api.mockImplementation((routeId, options) => {
    const ids = (options as { body?: { ids?: string[] } } | undefined)?.body?.ids ?? [];
    const answers: Record<string, unknown> = {
      listUsers: { items: [] },
      listRegistrations: { items: waiting },
      approveUsers: { approved: ids, mailed: ids.length },
      declineUsers: { declined: ids },
    };
    return Promise.resolve({ status: 200, data: answers[routeId] });
  });
}

const page = () => createWrapper(document.body);
const waitingTable = () => createWrapper(document.getElementById('waitingList')!).findTable()!;
const callsTo = (routeId: string) => api.mock.calls.filter(([id]) => id === routeId);
const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  api.mockReset();
  serve();
});

describe('students waiting for approval', () => {
  it('lists them and approves the selected ones together, then reloads both lists', async () => {
    // Prepare
    await renderPage(<ManageStudents />, { user: makeTestUser('admin') });
    expect(await screen.findByText('Wes Waiting')).toBeVisible();
    expect(button('Approve')).toBeDisabled();

    // Act
    waitingTable().findRowSelectionArea(1)!.click();
    waitingTable().findRowSelectionArea(2)!.click();
    button('Approve').click();

    // Assess
    expect(await screen.findByText('2 students approved and told by email.')).toBeVisible();
    expect(callsTo('approveUsers')).toEqual([['approveUsers', { body: { ids: waiting.map((w) => w._id) } }]]);
    await waitFor(() => expect(callsTo('listRegistrations')).toHaveLength(2));
    await waitFor(() => expect(callsTo('listUsers')).toHaveLength(2));
  });

  it('declines only after the admin confirms', async () => {
    await renderPage(<ManageStudents />, { user: makeTestUser('admin') });
    await screen.findByText('Wim Waiting');
    waitingTable().findRowSelectionArea(2)!.click();

    button('Decline').click();
    const modal = await waitFor(() => {
      const found = page().findModal();
      expect(found).not.toBeNull();
      return found!;
    });
    expect(modal.findHeader().getElement()).toHaveTextContent('Decline 1 registration?');
    expect(modal.findContent().getElement()).toHaveTextContent('Wim Waiting');
    expect(callsTo('declineUsers')).toEqual([]);
    modal.findFooter()!.findAllButtons()[1]!.click();

    expect(await screen.findByText('1 registration declined.')).toBeVisible();
    expect(callsTo('declineUsers')).toEqual([['declineUsers', { body: { ids: [waiting[1]!._id] } }]]);
  });
});
