/**
 * The Rooms page (issue 30): the admin sees the rooms with their types named in the reader's language,
 * filters by building, adds a range checked before it is sent, takes a room out of service, and imports
 * a CSV: the preview first (a refused line stops the import), then the apply slice by slice.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';

import { defaultRoomTypes } from '#shared/rooms';

import { api, callsTo } from '../../test/api-mock';
import { chooseCsv, previewAndImport, startsOf } from '../../test/csv-import';
import { makeTestUser, renderPage } from '../../test/render-page';
import { modal, modalField, page } from '../../test/wrappers';
import RoomsPage from './rooms-page';

vi.mock('../../api/client', () => import('../../test/api-mock'));

const room = (number: string, extra: object = {}) => ({
  id: `00000000-0000-4000-8000-000000000${number}`,
  building: 'Main',
  floor: '1',
  number,
  typeId: 'single',
  beds: 1,
  inService: true,
  version: 1,
  createdAt: '2030-01-01T00:00:00Z',
  updatedAt: '2030-01-01T00:00:00Z',
  ...extra,
});
const rooms = [room('101'), room('102', { typeId: 'kitchen', beds: 0 })];
/** A request on the kitchen; an admin's has no student (`studentName` empty). */
const roomRequest = (date: string, studentName: string, requestStatus: string) => ({
  _id: `req-${date}`,
  hostelId: 'h',
  studentId: studentName ? 'student-1' : '',
  studentName,
  room: '102',
  floor: '1',
  date,
  time: '09:00',
  requestStatus,
  createdAt: `${date}T00:00:00Z`,
  updatedAt: `${date}T00:00:00Z`,
  version: 1,
  roomId: rooms[1]!.id,
});
const floors = [{ building: 'Main', floor: '1', rooms: 2, outOfService: 0 }];
let previewLines: object[] = [];

// The page's lazy controls (filters and dialogs), loaded once here: compiling them for the test takes
// longer than a browser's download, and the list waits for them in its transition.
beforeAll(async () => {
  await import('./room-dialogs');
}, 60_000);

beforeEach(() => {
  api.mockReset();
  api.mockImplementation((routeId, options) => {
    const body = (options as { body?: Record<string, unknown> } | undefined)?.body ?? {};
    const answers: Record<string, unknown> = {
      roomTypes: { types: defaultRoomTypes },
      listRooms: { data: rooms, floors },
      createRoomRange: { created: [room('201')], existing: ['202'] },
      setRoomService: { ...rooms[0], inService: false, version: 2 },
      replaceDoorCode: {
        roomId: rooms[0]!.id,
        building: 'Main',
        floor: '1',
        number: '101',
        code: 'x'.repeat(22),
      },
      roomRequests: (options as { query?: { cursor?: string } } | undefined)?.query?.cursor
        ? { data: [roomRequest('2030-01-20', 'Rita Resident', 'Completed')] }
        : { data: [roomRequest('2030-02-03', '', 'Pending')], cursor: 'next' },
      previewRoomImport: {
        lines: previewLines,
        counts: {
          new: previewLines.filter((line) => (line as { outcome: string }).outcome === 'new').length,
          changed: 0,
          unchanged: 0,
          error: previewLines.filter((line) => (line as { outcome: string }).outcome === 'error').length,
        },
      },
      applyRoomImport:
        body.from === 0
          ? { total: 150, done: 100, next: 100, written: { new: 100, changed: 0, unchanged: 0 } }
          : { total: 150, done: 150, written: { new: 50, changed: 0, unchanged: 0 } },
    };
    return Promise.resolve({ status: 200, data: answers[routeId] });
  });
});

/** Where the router is: the print sheet opens as a page of its own. */
function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

async function renderRooms() {
  await renderPage(
    <>
      <RoomsPage />
      <Where />
    </>,
    { user: makeTestUser('admin') },
  );
  await screen.findByText('Kitchen');
  // The actions wait for the hostel's types (the list names default types without them).
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add room' })).toBeEnabled());
}

describe('the Rooms page', () => {
  it('lists the rooms with their types and filters them by building', async () => {
    await renderRooms();
    expect(screen.getByText('Single')).toBeVisible();
    // The filters load beside the list.
    const building = await waitFor(() => {
      const found = page()
        .findAllFormFields()
        .find((field) => field.findLabel()?.getElement().textContent === 'Building');
      expect(found).toBeDefined();
      return found!;
    });
    const select = building.findControl()!.findSelect()!;
    select.openDropdown();
    select.selectOptionByValue('Main');
    await waitFor(() =>
      expect(callsTo('listRooms').at(-1)).toEqual([
        'listRooms',
        { query: expect.objectContaining({ building: 'Main' }) },
      ]),
    );
  });

  it('adds a range, refusing one that ends before it starts', async () => {
    await renderRooms();
    screen.getByRole('button', { name: 'Add range' }).click();
    await screen.findByText('Add a range of rooms');
    modalField('Building or block').findControl()!.findInput()!.setInputValue('Main');
    modalField('Floor').findControl()!.findInput()!.setInputValue('2');
    modalField('First room number').findControl()!.findInput()!.setInputValue('210');
    modalField('Last room number').findControl()!.findInput()!.setInputValue('201');
    const type = modalField('Type').findControl()!.findSelect()!;
    type.openDropdown();
    type.selectOptionByValue('twin');
    within(modal().getElement()).getByRole('button', { name: 'Add rooms' }).click();
    expect(await screen.findByText('Field is not valid')).toBeVisible();
    expect(callsTo('createRoomRange')).toEqual([]);

    modalField('First room number').findControl()!.findInput()!.setInputValue('201');
    modalField('Last room number').findControl()!.findInput()!.setInputValue('202');
    within(modal().getElement()).getByRole('button', { name: 'Add rooms' }).click();
    expect(await screen.findByText('1 rooms added; 1 were already there.')).toBeVisible();
    expect(callsTo('createRoomRange')).toEqual([
      ['createRoomRange', { body: { building: 'Main', floor: '2', from: 201, to: 202, typeId: 'twin' } }],
    ]);
  });

  it('takes the chosen room out of service with a reason', async () => {
    await renderRooms();
    screen.getByRole('radio', { name: 'Room 101, Main' }).click();
    screen.getByRole('button', { name: 'Take out of service' }).click();
    await screen.findByText('Take room 101 out of service');
    modalField("Reason (kept in the room's history)").findControl()!.findInput()!.setInputValue('Leak');
    within(modal().getElement()).getByRole('button', { name: 'Take out of service' }).click();
    expect(await screen.findByText('Room 101 is out of service.')).toBeVisible();
    expect(callsTo('setRoomService')).toEqual([
      ['setRoomService', { body: { roomId: rooms[0]!.id, inService: false, note: 'Leak' } }],
    ]);
  });

  it("shows the chosen room's requests, the hostel's own among them, a page at a time", async () => {
    await renderRooms();
    screen.getByRole('radio', { name: 'Room 102, Main' }).click();
    screen.getByRole('button', { name: 'Requests' }).click();
    const list = await screen.findByRole('list', { name: 'Requests of room 102' });
    expect(within(list).getByText('Asked by the hostel')).toBeVisible();
    within(modal().getElement()).getByRole('button', { name: 'Show more' }).click();
    expect(await within(list).findByText('Rita Resident')).toBeVisible();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(callsTo('roomRequests')).toEqual([
      ['roomRequests', { query: { room: rooms[1]!.id, cursor: undefined } }],
      ['roomRequests', { query: { room: rooms[1]!.id, cursor: 'next' } }],
    ]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('imports a CSV: a refused line stops it; a clean file is applied slice by slice', async () => {
    previewLines = [
      { line: 1, outcome: 'new', building: 'Main', floor: '3', number: '301', typeId: 'single', beds: 1 },
      { line: 2, outcome: 'error', reason: 'typeUnknown' },
    ];
    await renderRooms();
    screen.getByRole('button', { name: 'Import CSV' }).click();
    await screen.findByText('Import rooms from a CSV file');
    const file = new File(['Main,3,301,single,1\nMain,3,302,penthouse,1\n'], 'rooms.csv', {
      type: 'text/csv',
    });
    const submit = await chooseCsv(modal().getElement(), file);
    submit().click();
    expect(await screen.findByText('Your hostel has no such room type.')).toBeVisible();
    expect(screen.getByText('Correct the refused lines in the file and preview it again.')).toBeVisible();
    expect(submit()).toBeDisabled();
    expect(callsTo('applyRoomImport')).toEqual([]);

    previewLines = [previewLines[0]!];
    await previewAndImport(modal().getElement(), file);
    expect(await screen.findByText('150 rooms added, 0 changed, 0 unchanged.')).toBeVisible();
    expect(startsOf(callsTo('applyRoomImport'))).toEqual([0, 100]);
  });

  it('opens the print sheet of door codes for the building and floor chosen', async () => {
    await renderRooms();
    screen.getByRole('button', { name: 'Print door codes' }).click();
    await waitFor(() => expect(modal()).not.toBeNull());
    const floor = modalField('Floor').findControl()!.findSelect()!;
    floor.openDropdown();
    floor.selectOptionByValue('1');
    within(modal().getElement()).getByRole('button', { name: 'Open the sheet' }).click();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/door-codes?building=Main&floor=1'),
    );
  });

  it("replaces the chosen room's door code", async () => {
    await renderRooms();
    screen.getByRole('radio', { name: 'Room 101, Main' }).click();
    screen.getByRole('button', { name: 'Replace door code' }).click();
    await screen.findByText('Replace the door code of room 101');
    within(modal().getElement()).getByRole('button', { name: 'Replace code' }).click();
    expect(
      await screen.findByText('Room 101 has a new door code. Print its floor again for the new sticker.'),
    ).toBeVisible();
    expect(callsTo('replaceDoorCode')).toEqual([['replaceDoorCode', { body: { roomId: rooms[0]!.id } }]]);
  });
});
