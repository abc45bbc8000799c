/**
 * A keeper's minutes a day and building (issue 30): the list shows the building beside the capacity, and
 * the dialog offers the hostel's buildings (from the floors `GET /api/rooms` answers) or the whole
 * hostel, sending the building only when the admin changed it.
 */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor } from '@testing-library/react';

import type { ManagedRoomkeeper } from '#shared/domain';

import { api } from '../../test/api-mock';
import { makeTestUser, renderPage } from '../../test/render-page';
import ManageRoomkeepers from './manage-roomkeepers';

vi.mock('../../api/client', () => import('../../test/api-mock'));

const keeper: ManagedRoomkeeper = {
  _id: '30000000-0000-4000-8000-000000000002',
  name: 'Kim Keeper',
  email: 'kim@demo.hostel',
  phone: '',
  ratingAverage: null,
  ratingCount: 0,
  completed: 0,
  capacityMinutes: 300,
  building: 'Block A',
};
const floors = [
  { building: 'Block A', floor: '1', rooms: 2, outOfService: 0 },
  { building: 'Block B', floor: '1', rooms: 3, outOfService: 0 },
  { building: 'Block B', floor: '2', rooms: 3, outOfService: 0 },
];

beforeEach(() => {
  api.mockReset();
  api.mockImplementation((routeId) =>
    Promise.resolve(
      routeId === 'listUsers'
        ? { status: 200, data: { items: [keeper] } }
        : routeId === 'listRooms'
          ? { status: 200, data: { data: [], floors } }
          : { status: 200, data: { _id: keeper._id, capacityMinutes: 300, capacity: 300 } },
    ),
  );
});

const page = () => createWrapper(document.body);
const callsTo = (routeId: string) => api.mock.calls.filter(([id]) => id === routeId);

async function openDialog() {
  await renderPage(<ManageRoomkeepers />, { user: makeTestUser('admin') });
  expect(await screen.findByText('Building Block A')).toBeInTheDocument();
  page().findTable()!.findRowSelectionArea(1)!.click();
  screen.getByRole('button', { name: 'Minutes a day' }).click();
  await waitFor(() => expect(callsTo('listRooms')).toHaveLength(1));
  const modal = page().findModal()!;
  const field = modal
    .findContent()
    .findAllFormFields()
    .find((found) => found.findLabel()?.getElement().textContent === 'Building')!;
  return { select: field.findControl()!.findSelect()!, submit: modal.findFooter()!.findAllButtons()[1]! };
}

describe('a keeper’s building', () => {
  it('offers the hostel’s buildings and the whole hostel, starting from the keeper’s own', async () => {
    const { select } = await openDialog();
    expect(select.findTrigger().getElement()).toHaveTextContent('Block A');
    select.openDropdown();
    await waitFor(() =>
      expect(
        select
          .findDropdown()
          .findOptions()
          .map((option) => option.getElement().textContent),
      ).toEqual(['The whole hostel', 'Block A', 'Block B']),
    );
  });

  it('sends another building the admin chose', async () => {
    const { select, submit } = await openDialog();
    select.openDropdown();
    select.selectOptionByValue('Block B');
    submit.click();
    await waitFor(() =>
      expect(callsTo('setKeeperCapacity')).toEqual([
        ['setKeeperCapacity', { body: { keeperId: keeper._id, minutes: 300, building: 'Block B' } }],
      ]),
    );
  });

  it('sends null for the whole hostel', async () => {
    const { select, submit } = await openDialog();
    select.openDropdown();
    select.selectOption(1);
    submit.click();
    await waitFor(() =>
      expect(callsTo('setKeeperCapacity')).toEqual([
        ['setKeeperCapacity', { body: { keeperId: keeper._id, minutes: 300, building: null } }],
      ]),
    );
  });

  it('sends no building when the admin left it as it was', async () => {
    const { submit } = await openDialog();
    submit.click();
    await waitFor(() =>
      expect(callsTo('setKeeperCapacity')).toEqual([
        ['setKeeperCapacity', { body: { keeperId: keeper._id, minutes: 300 } }],
      ]),
    );
  });
});
