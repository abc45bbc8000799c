/**
 * The Cleaning schedules page (issue 31): the admin sees each schedule's cadence in words and its next
 * date (a monthly 31st falls on February's last day), pauses one, and creates one: the first submit shows
 * the next dates and the rooms targeted, only the second saves; a refusal shows at its field or above the
 * form.
 */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor, within } from '@testing-library/react';

import { defaultRoomTypes } from '#shared/rooms';

import { ApiError } from '../../api/api-error';
import { api, callsTo } from '../../test/api-mock';
import { makeTestUser, renderPage } from '../../test/render-page';
import { modal, modalField } from '../../test/wrappers';
import RecurringPage from './recurring-page';

vi.mock('../../api/client', () => import('../../test/api-mock'));

const recurrence = (id: string, extra: object) => ({
  _id: `00000000-0000-4000-8000-00000000000${id}`,
  hostelId: 'hostel-1',
  from: '09:00',
  to: '11:00',
  closedDays: 'move',
  autoAllot: false,
  paused: false,
  createdAt: '2030-01-01T00:00:00Z',
  updatedAt: '2030-01-01T00:00:00Z',
  version: 1,
  ...extra,
});
// Starts far ahead, so the next dates do not hang on the day the test runs: 2099-01-02 is a Friday.
const recurrences = [
  recurrence('1', {
    name: 'Floor 1 bathrooms',
    target: { kind: 'type', roomTypeId: 'bathroom', building: 'Main', floor: '1' },
    cadence: { kind: 'weekly', weekdays: [4, 1] },
    start: '2099-01-02',
  }),
  recurrence('2', {
    name: 'Main bedrooms',
    target: { kind: 'type', roomTypeId: 'single', building: 'Main' },
    cadence: { kind: 'everyNWeeks', weeks: 2, weekday: 2 },
    start: '2099-01-02',
    from: '13:00',
    to: '15:00',
    paused: true,
  }),
  recurrence('3', {
    name: 'Kitchens monthly',
    target: { kind: 'shared' },
    cadence: { kind: 'monthly', day: 31 },
    start: '2099-02-01',
  }),
  recurrence('4', {
    name: 'Warden flat',
    target: { kind: 'room', roomId: 'room-207' },
    cadence: { kind: 'weekly', weekdays: [3] },
    start: '2099-01-02',
  }),
  // Its room is no longer found (the answer has no place for it).
  recurrence('5', {
    name: 'Old guest room',
    target: { kind: 'room', roomId: 'room-gone' },
    cadence: { kind: 'weekly', weekdays: [3] },
    start: '2099-01-02',
  }),
];
/** The rooms the one-room schedules clean, as the list's answer names them. */
const rooms = { 'room-207': { building: 'Annex', floor: '2', number: '207' } };
const floors = [
  { building: 'Main', floor: '1', rooms: 8, outOfService: 0 },
  { building: 'Main', floor: '2', rooms: 6, outOfService: 0 },
];
const rules = { closedWeekdays: [], closedDates: [], timeZone: 'UTC', daysAhead: 14 };
const preview = {
  occurrences: [
    { date: '2099-01-05', planned: '2099-01-05' },
    { date: '2099-01-13', planned: '2099-01-12' },
  ],
  rooms: 1,
};
/** What a route refuses with, by its id. */
let refusals: Record<string, ApiError> = {};

beforeAll(async () => {
  await import('./recurrence-dialog');
}, 60_000);

beforeEach(() => {
  refusals = {};
  api.mockReset();
  api.mockImplementation((routeId, options) => {
    const body = (options as { body?: Record<string, unknown> } | undefined)?.body ?? {};
    const refusal = refusals[routeId];
    if (refusal) return Promise.reject(refusal);
    const answers: Record<string, unknown> = {
      roomTypes: { types: defaultRoomTypes },
      listRecurrences: { recurrences, rooms },
      requestRules: rules,
      listRooms: { data: [], floors },
      previewRecurrence: preview,
      createRecurrence: { recurrence: { ...recurrences[0], ...body } },
      updateRecurrence: { recurrence: { ...recurrences[0], ...body } },
    };
    return Promise.resolve({ status: 200, data: answers[routeId] });
  });
});

const choose = (label: string, value: string) => {
  const select = modalField(label).findControl()!.findSelect()!;
  select.openDropdown();
  select.selectOptionByValue(value);
};
const modalButton = (name: string) => within(modal().getElement()).getByRole('button', { name });

async function renderSchedules() {
  await renderPage(<RecurringPage />, { user: makeTestUser('admin') });
  await screen.findByText('Floor 1 bathrooms');
}

/** Opens Create and fills a weekly Monday clean of floor 1's bathrooms in Main. */
async function fillBathrooms() {
  screen.getByRole('button', { name: 'Create schedule' }).click();
  await screen.findByText('Create a cleaning schedule');
  modalField('Name').findControl()!.findInput()!.setInputValue('Floor 1 bathrooms');
  choose('Room type', 'bathroom');
  await waitFor(() => expect(callsTo('listRooms')).not.toEqual([]));
  choose('Building', 'Main');
  choose('Floor', '1');
  screen.getByRole('checkbox', { name: 'Monday' }).click();
}

describe('the Cleaning schedules page', () => {
  it('lists each schedule with its cadence in words, its target and its next date', async () => {
    await renderSchedules();
    expect(screen.getByText('Every Monday and Thursday')).toBeVisible();
    expect(screen.getByText('Every 2 weeks on Tuesday')).toBeVisible();
    expect(screen.getByText('Monthly on the 31st (last day in shorter months)')).toBeVisible();
    expect(screen.getByText('Shared bathroom, Main floor 1')).toBeVisible();
    expect(screen.getByText('All shared spaces')).toBeVisible();
    expect(screen.getByText('Room 207, Annex')).toBeVisible();
    expect(screen.getByText('One room')).toBeVisible();
    // The next Monday or Thursday from Friday 2 January; February 2099 ends on the 28th.
    expect(await screen.findByText('Jan 5, 2099')).toBeVisible();
    expect(screen.getByText('Feb 28, 2099')).toBeVisible();
    expect(screen.getByText('Paused')).toBeVisible();
    expect(screen.getByText('13:00–15:00')).toBeVisible();
  });

  it('pauses the chosen schedule', async () => {
    await renderSchedules();
    screen.getByRole('radio', { name: 'Schedule Floor 1 bathrooms' }).click();
    screen.getByRole('button', { name: 'Pause' }).click();
    expect(await screen.findByText('Floor 1 bathrooms is paused.')).toBeVisible();
    expect(callsTo('updateRecurrence')).toEqual([
      [
        'updateRecurrence',
        { body: expect.objectContaining({ id: recurrences[0]!._id, version: 1, paused: true }) },
      ],
    ]);
  });

  it('shows the next dates and the rooms before it saves a new schedule', async () => {
    await renderSchedules();
    await fillBathrooms();
    modalButton('Preview').click();
    expect(await screen.findByText('It cleans 1 room now.')).toBeVisible();
    expect(screen.getByText('Jan 13, 2099 (moved from Jan 12, 2099)')).toBeVisible();
    expect(callsTo('createRecurrence')).toEqual([]);
    const sent = {
      name: 'Floor 1 bathrooms',
      target: { kind: 'type', roomTypeId: 'bathroom', building: 'Main', floor: '1' },
      cadence: { kind: 'weekly', weekdays: [1] },
    };
    expect(callsTo('previewRecurrence')).toEqual([
      ['previewRecurrence', { body: expect.objectContaining(sent) }],
    ]);

    modalButton('Create').click();
    expect(await screen.findByText('Cleaning schedule Floor 1 bathrooms created.')).toBeVisible();
    expect(callsTo('createRecurrence')).toEqual([
      ['createRecurrence', { body: expect.objectContaining(sent) }],
    ]);
  });

  it('asks for a new preview after a change', async () => {
    await renderSchedules();
    await fillBathrooms();
    modalButton('Preview').click();
    await screen.findByText('It cleans 1 room now.');
    screen.getByRole('checkbox', { name: 'Thursday' }).click();
    expect(await screen.findByText('Preview the next dates, then save.')).toBeVisible();
    expect(modalButton('Preview')).toBeVisible();
  });

  it("shows the server's refusal at its field, and one about no field above the form", async () => {
    await renderSchedules();
    await fillBathrooms();
    refusals.previewRecurrence = new ApiError(400, 'No such type.', undefined, 'room.typeUnknown');
    modalButton('Preview').click();
    expect(await within(modal().getElement()).findByText('Your hostel has no such room type.')).toBeVisible();
    expect(modalField('Room type').findError()?.getElement().textContent).toBe(
      'Your hostel has no such room type.',
    );
    expect(callsTo('createRecurrence')).toEqual([]);

    // The refused values stay refused until changed; the save's refusal concerns no field.
    delete refusals.previewRecurrence;
    refusals.createRecurrence = new ApiError(409, 'At most 100.', undefined, 'recurrence.limit');
    choose('Room type', 'single');
    modalButton('Preview').click();
    await screen.findByText('It cleans 1 room now.');
    modalButton('Create').click();
    const alert = await waitFor(() => {
      const found = createWrapper(modal().getElement()).findAlert();
      expect(found).not.toBeNull();
      return found!;
    });
    expect(alert.getElement().textContent).toBe('A hostel can have at most 100 cleaning schedules.');
  });
});
