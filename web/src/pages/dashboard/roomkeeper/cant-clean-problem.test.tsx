/**
 * Can't clean's problem in the room (issue 32), from the keeper's dashboard: offered for a room of the
 * inventory only, its fields shown once the keeper ticks it, its text required, and the kind, urgency
 * and text sent with the turn-back in its one action; left unticked, the turn-back carries no report.
 */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import type { KeeperRow } from '#shared/domain';
import { api, callsTo } from '#web/test/api-mock';
import { makeTestUser, renderPage } from '#web/test/render-page';

import { makeRequest } from '../test-requests';
import RoomkeeperDashboard from './roomkeeper-dashboard';

vi.mock('#web/api/client', () => import('#web/test/api-mock'));

beforeAll(() => import('../../keeper-phone/cant-clean-dialog'));

const roomId = '00000000-0000-4000-8000-000000000101';

function serve(row: KeeperRow) {
  api.mockReset();
  api.mockImplementation((routeId) =>
    Promise.resolve({
      status: 200,
      data:
        routeId === 'roomkeeperDashboard' ? { requests: 0, complaints: 0, scheduled: 1, data: [row] } : {},
    }),
  );
}

const scheduledIn = (room?: string): KeeperRow => ({
  request: makeRequest({ requestStatus: 'Scheduled', studentName: 'Sam Student', roomId: room }),
  studentData: { email: 'sam@demo.hostel', phone: '555-0199' },
});

const content = () => createWrapper(document.body).findModal()!.findContent();
const problemBox = () => screen.queryByRole('checkbox', { name: 'Report a problem in this room' });

async function openCantClean(row: KeeperRow) {
  serve(row);
  await renderPage(<RoomkeeperDashboard />, { user: makeTestUser('roomkeeper') });
  (await screen.findByRole('button', { name: 'Reject Request' })).click();
  await waitFor(() => expect(createWrapper(document.body).findModal()).not.toBeNull());
}

const giveBack = () => screen.getByRole('button', { name: 'Give back to the admin' }).click();

/** The one turn-back sent for `row`, for no access, with `report` when one goes with it. */
const turnedBack = (row: KeeperRow, report?: object) => [
  [
    'rejectRequest',
    {
      body: {
        id: row.request._id,
        actionId: expect.any(String),
        at: expect.any(String),
        reason: 'noAccess',
        message: 'No access',
        ...(report ? { report } : {}),
      },
    },
  ],
];

describe('Can’t clean’s problem in the room', () => {
  it('is offered for a room of the inventory, its fields shown once ticked', async () => {
    await openCantClean(scheduledIn(roomId));

    expect(problemBox()).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Urgent' })).toBeNull();
    problemBox()!.click();

    expect(await screen.findByRole('radio', { name: 'Normal' })).toBeChecked();
    const category = content().findSelect()!;
    expect(category.findTrigger().getElement()).toHaveTextContent('Plumbing');
    category.openDropdown();
    expect(
      category
        .findDropdown()
        .findOptions()
        .map((option) => option.getElement().textContent),
    ).toEqual(['Plumbing', 'Electrical', 'Furniture', 'Pests', 'Cleaning supplies', 'Other']);
    expect(screen.getByRole('textbox', { name: 'What is wrong' })).toHaveValue('');
  });

  it('is not offered for a room outside the inventory', async () => {
    await openCantClean(scheduledIn());

    expect(await screen.findByRole('radio', { name: /No access/ })).toBeInTheDocument();
    expect(problemBox()).toBeNull();
  });

  it('requires the text, then sends kind, urgency and text with the turn-back', async () => {
    const row = scheduledIn(roomId);
    await openCantClean(row);
    problemBox()!.click();
    const category = (await waitFor(() => content().findSelect()))!;
    category.openDropdown();
    category.selectOptionByValue('pests');
    screen.getByRole('radio', { name: 'Urgent' }).click();

    giveBack();
    expect(await screen.findByText('Enter what is wrong.')).toBeInTheDocument();
    expect(callsTo('rejectRequest')).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: 'What is wrong' }), {
      target: { value: '  Mice under the bed.  ' },
    });
    giveBack();

    expect(await screen.findByText('The request went back to the admin.')).toBeInTheDocument();
    expect(callsTo('rejectRequest')).toEqual(
      turnedBack(row, { category: 'pests', urgency: 'urgent', text: 'Mice under the bed.' }),
    );
  });

  it('sends no report when the problem is not ticked', async () => {
    const row = scheduledIn(roomId);
    await openCantClean(row);
    await waitFor(() => expect(problemBox()).not.toBeNull());

    giveBack();

    expect(await screen.findByText('The request went back to the admin.')).toBeInTheDocument();
    // toEqual: a `report` key, even an empty one, fails it.
    expect(callsTo('rejectRequest')).toEqual(turnedBack(row));
  });
});
