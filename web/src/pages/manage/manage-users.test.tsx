import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor } from '@testing-library/react';

import type { ManagedRoomkeeper, ManagedStudent } from '#shared/domain';

import { api } from '../../test/api-mock';
import { makeTestUser, renderPage } from '../../test/render-page';
import ManageRoomkeepers from './manage-roomkeepers';
import ManageStudents from './manage-students';

vi.mock('../../api/client', () => import('../../test/api-mock'));

const student: ManagedStudent = {
  _id: '30000000-0000-4000-8000-000000000001',
  name: 'Sam Student',
  email: 'sam@demo.hostel',
  phone: '555-0101',
  room: '101',
  floor: '1',
};
const keepers: ManagedRoomkeeper[] = [
  {
    _id: '30000000-0000-4000-8000-000000000002',
    name: 'Kim Keeper',
    email: 'kim@demo.hostel',
    phone: '',
    ratingAverage: 4.5,
    ratingCount: 2,
    completed: 9,
  },
  {
    _id: '30000000-0000-4000-8000-000000000003',
    name: 'Lee Keeper',
    email: 'lee@demo.hostel',
    phone: '',
    ratingAverage: null,
    ratingCount: 0,
    completed: 0,
  },
];

function serve(items: unknown[], created = { invitationSent: true }) {
  api.mockImplementation((routeId) =>
    Promise.resolve(
      routeId === 'listUsers'
        ? { status: 200, data: { items } }
        : routeId === 'createUser'
          ? { status: 201, data: { user: {}, ...created } }
          : routeId === 'listRegistrations'
            ? { status: 200, data: { items: [] } }
            : routeId === 'hostelSettings'
              ? { status: 200, data: { registration: 'approval' } }
              : { status: 200, data: { removed: [] } },
    ),
  );
}

const page = () => createWrapper(document.body);
const callsTo = (routeId: string) => api.mock.calls.filter(([id]) => id === routeId);
const modalContent = () => createWrapper(page().findModal()!.findContent().getElement());
const modalSubmit = () => page().findModal()!.findFooter()!.findAllButtons()[1]!;

beforeEach(() => {
  api.mockReset();
});

describe('manage students', () => {
  it('lists the students under the anchor the dashboard links to, and searches by name on the server', async () => {
    // Prepare
    serve([student]);
    const { container } = await renderPage(<ManageStudents />, { user: makeTestUser('admin') });
    expect(await screen.findByText('Sam Student')).toBeInTheDocument();
    expect(container.querySelector('#studentList')).not.toBeNull();
    expect(callsTo('listUsers')).toEqual([
      ['listUsers', { query: { role: 'student', search: undefined, cursor: undefined, limit: 25 } }],
    ]);
    // Act
    page().findTable()!.findTextFilter()!.findInput().setInputValue('sa');
    // Assess
    await waitFor(() =>
      expect(callsTo('listUsers').at(-1)).toEqual([
        'listUsers',
        { query: { role: 'student', search: 'sa', cursor: undefined, limit: 25 } },
      ]),
    );
  });

  it('checks the add dialog with the shared messages and sends the invitation', async () => {
    // Prepare
    serve([]);
    await renderPage(<ManageStudents />, { user: makeTestUser('admin') });
    expect(await screen.findByText('No students yet.')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Add student' }).click();
    await waitFor(() => expect(page().findModal()).not.toBeNull());
    // Act: nothing filled, then a bad email
    modalSubmit().click();
    await waitFor(() => expect(modalContent().findAllFormFields()[0]!.findError()).not.toBeNull());
    const errors = () =>
      modalContent()
        .findAllFormFields()
        .map((field) => field.findError()?.getElement().textContent ?? '');
    // Assess
    expect(errors()).toEqual(['Required field', 'Required field', '', '', '']);
    // Act
    const inputs = modalContent().findAllInputs();
    inputs[0]!.setInputValue('Ana Novak');
    inputs[1]!.setInputValue('ana@');
    // Assess
    await waitFor(() => expect(errors()).toEqual(['', 'Wrong email format', '', '', '']));
    expect(callsTo('createUser')).toEqual([]);
    // Act
    inputs[1]!.setInputValue('Ana@Demo.Hostel');
    inputs[3]!.setInputValue('204');
    modalSubmit().click();
    // Assess
    expect(
      await screen.findByText('Added. An invitation to set a password was sent to ana@demo.hostel.'),
    ).toBeInTheDocument();
    expect(callsTo('createUser')).toEqual([
      [
        'createUser',
        { body: { role: 'student', fullname: 'Ana Novak', email: 'ana@demo.hostel', room: '204' } },
      ],
    ]);
    await waitFor(() => expect(callsTo('listUsers')).toHaveLength(2));
  });

  it('removes the selected students after confirmation', async () => {
    // Prepare
    serve([student]);
    await renderPage(<ManageStudents />, { user: makeTestUser('admin') });
    await screen.findByText('Sam Student');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
    // Act
    page().findTable()!.findRowSelectionArea(1)!.click();
    screen.getByRole('button', { name: 'Remove' }).click();
    await waitFor(() => expect(page().findModal()).not.toBeNull());
    // Assess
    expect(page().findModal()!.findHeader().getElement()).toHaveTextContent('Remove 1 student?');
    expect(callsTo('deleteUsers')).toEqual([]);
    // Act
    modalSubmit().click();
    // Assess
    expect(await screen.findByText('1 user removed.')).toBeInTheDocument();
    expect(callsTo('deleteUsers')).toEqual([['deleteUsers', { body: { ids: [student._id] } }]]);
  });
});

describe('manage roomkeepers', () => {
  it('shows each keeper rating, or that there is none', async () => {
    // Prepare
    serve(keepers);
    // Act
    const { container } = await renderPage(<ManageRoomkeepers />, { user: makeTestUser('admin') });
    // Assess
    expect(await screen.findByText('4.5 from 2 ratings')).toBeInTheDocument();
    expect(screen.getByText('Not rated yet')).toBeInTheDocument();
    expect(container.querySelector('#roomkeeperList')).not.toBeNull();
    expect(
      page()
        .findTable()!
        .findColumnHeaders()
        .map((header) => header.getElement().textContent?.trim()),
    ).toEqual(['', 'Name', 'Email', 'Phone', 'Rating', 'Cleanings completed', 'Minutes a day']);
    expect(callsTo('listUsers')[0]).toEqual([
      'listUsers',
      { query: { role: 'roomkeeper', search: undefined, cursor: undefined, limit: 25 } },
    ]);
  });
});
