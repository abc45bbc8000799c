/**
 * The residents' dialogs on Manage Students (issue 30): the admin puts a student in a room and bed picked
 * from the hostel's buildings, floors and rooms; imports a CSV of residents (a refused line stops it, a
 * clean file is applied slice by slice); and ends a term for a floor, page by page.
 */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor, within } from '@testing-library/react';

import { api } from '../../test/api-mock';
import { chooseCsv, previewAndImport, startsOf } from '../../test/csv-import';
import { makeTestUser, renderPage } from '../../test/render-page';
import { AssignRoomDialog } from './assign-room-dialog';
import { EndOfTermDialog } from './end-of-term-dialog';
import { ResidentImportDialog } from './resident-import-dialog';

vi.mock('../../api/client', () => import('../../test/api-mock'));

const roomId = '00000000-0000-4000-8000-000000000105';
const student = { _id: '00000000-0000-4000-8000-0000000000aa', name: 'Sam Student', email: 's@x', phone: '' };
const floors = [
  { building: 'Main', floor: '1', rooms: 8, outOfService: 0 },
  { building: 'Main', floor: '2', rooms: 6, outOfService: 0 },
];
const twin = {
  id: roomId,
  building: 'Main',
  floor: '1',
  number: '105',
  typeId: 'twin',
  beds: 2,
  residents: 1,
  inService: true,
  version: 3,
  createdAt: '2030-01-01T00:00:00Z',
  updatedAt: '2030-01-01T00:00:00Z',
};
let previewLines: { line: number; outcome: string; reason?: string }[] = [];

beforeEach(() => {
  api.mockReset();
  api.mockImplementation((routeId, options) => {
    const body = (options as { body?: Record<string, unknown> } | undefined)?.body ?? {};
    const count = (outcome: string) => previewLines.filter((line) => line.outcome === outcome).length;
    const answers: Record<string, unknown> = {
      listRooms: { data: [twin], floors },
      assignResident: { userId: student._id, roomId, bed: 2, room: '105', floor: '1' },
      previewResidentImport: {
        lines: previewLines,
        counts: { new: count('new'), moved: count('moved'), unchanged: 0, error: count('error') },
      },
      applyResidentImport:
        body.from === 0
          ? {
              total: 150,
              done: 100,
              next: 100,
              written: { new: 99, moved: 1, unchanged: 0, invitationsNotSent: 0 },
            }
          : { total: 150, done: 150, written: { new: 50, moved: 0, unchanged: 0, invitationsNotSent: 0 } },
      endOfTerm: body.cursor ? { rooms: 3, students: 2 } : { rooms: 5, students: 4, cursor: 'next' },
    };
    return Promise.resolve({ status: 200, data: answers[routeId] });
  });
});

const modal = () => createWrapper(document.body).findModal()!;
const field = (label: string) =>
  createWrapper(modal().getElement())
    .findAllFormFields()
    .find((found) => found.findLabel()?.getElement().textContent === label)!;
const choose = async (label: string, value: string) => {
  await waitFor(() => expect(field(label).findControl()!.findSelect()!.isDisabled()).toBe(false));
  const select = field(label).findControl()!.findSelect()!;
  select.openDropdown();
  await waitFor(() => expect(select.findDropdown().findOptionByValue(value)).not.toBeNull());
  select.selectOptionByValue(value);
};
const callsTo = (routeId: string) => api.mock.calls.filter(([id]) => id === routeId);
const admin = { user: makeTestUser('admin') };

describe('the residents’ dialogs', () => {
  it('put a student in a room and bed picked by building, floor and room', async () => {
    const onDone = vi.fn();
    await renderPage(<AssignRoomDialog student={student} onDismiss={vi.fn()} onDone={onDone} />, admin);
    expect(await screen.findByText('Has no room yet.')).toBeVisible();
    await choose('Building', 'Main');
    await choose('Floor', '1');
    await choose('Room', roomId);
    await choose('Bed', '2');
    within(modal().getElement()).getByRole('button', { name: 'Save room' }).click();
    expect(await screen.findByText('Sam Student now lives in room 105.')).toBeVisible();
    expect(callsTo('assignResident')).toEqual([
      ['assignResident', { body: { userId: student._id, roomId, bed: 2 } }],
    ]);
    expect(onDone).toHaveBeenCalled();
  });

  it('import a CSV of residents: a refused line stops it; a clean file is applied slice by slice', async () => {
    previewLines = [
      { line: 1, outcome: 'new' },
      { line: 2, outcome: 'error', reason: 'roomFull' },
    ];
    await renderPage(<ResidentImportDialog onDismiss={vi.fn()} onDone={vi.fn()} />, admin);
    await screen.findByText('Import residents from a CSV file');
    const file = new File(['Ada Lovelace,ada@x.test,Main,105\n'], 'residents.csv', { type: 'text/csv' });
    const submit = await chooseCsv(modal().getElement(), file);
    submit().click();
    expect(await screen.findByText('Every bed of this room would be taken.')).toBeVisible();
    expect(submit()).toBeDisabled();

    previewLines = [previewLines[0]!];
    await previewAndImport(modal().getElement(), file);
    expect(await screen.findByText('149 students invited, 1 moved, 0 unchanged.')).toBeVisible();
    expect(startsOf(callsTo('applyResidentImport'))).toEqual([0, 100]);
  });

  it('end a term for a floor, page by page', async () => {
    await renderPage(<EndOfTermDialog onDismiss={vi.fn()} onDone={vi.fn()} />, admin);
    await choose('Building', 'Main');
    await choose('Floor', '1');
    within(modal().getElement()).getByRole('button', { name: 'Move out' }).click();
    expect(await screen.findByText('Students moved out: 6.')).toBeVisible();
    expect(callsTo('endOfTerm').map(([, options]) => (options as unknown as { body: object }).body)).toEqual([
      { building: 'Main', floor: '1', action: 'vacate' },
      { building: 'Main', floor: '1', action: 'vacate', cursor: 'next' },
    ]);
  });
});
