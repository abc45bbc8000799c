/**
 * An admin erases one person (issue 34): the dialog cannot be sent until the admin ticks that it cannot
 * be undone, then sends the erasure again while the server answers `done: false`, and says so.
 */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor } from '@testing-library/react';

import type { ManagedStudent } from '#shared/domain';

import { api } from '../../test/api-mock';
import { makeTestUser, renderPage } from '../../test/render-page';
import ManageStudents from './manage-students';

vi.mock('../../api/client', () => import('../../test/api-mock'));

const student: ManagedStudent = {
  _id: '30000000-0000-4000-8000-000000000007',
  name: 'Erin Leaving',
  email: 'erin@demo.hostel',
  phone: '',
};

let erasures = 0;
beforeEach(() => {
  erasures = 0;
  api.mockReset();
  api.mockImplementation((routeId) => {
    if (routeId === 'listUsers') return Promise.resolve({ status: 200, data: { items: [student] } });
    if (routeId === 'eraseUser') {
      erasures += 1;
      return Promise.resolve({ status: 200, data: { id: student._id, done: erasures === 3 } });
    }
    return Promise.resolve({ status: 200, data: {} });
  });
});

const page = () => createWrapper(document.body);
const erasing = () => api.mock.calls.filter(([id]) => id === 'eraseUser');

describe('Erase this person', () => {
  it('is sent only once confirmed, and again until the server is done', async () => {
    await renderPage(<ManageStudents />, { user: makeTestUser('admin') });
    expect(await screen.findByText('Erin Leaving')).toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Erase this person' });
    expect(open).toBeDisabled();
    page().findTable()!.findRowSelectionArea(1)!.click();
    await waitFor(() => expect(open).toBeEnabled());
    open.click();
    expect(await screen.findByText('Erase this person?')).toBeInTheDocument();
    const modal = page().findModal()!;
    const submit = modal.findFooter()!.findAllButtons()[1]!;
    expect(submit.getElement()).toBeDisabled();
    modal.findContent().findCheckbox()!.findNativeInput().click();
    await waitFor(() => expect(submit.getElement()).toBeEnabled());
    submit.click();
    await waitFor(() => expect(erasing()).toHaveLength(3));
    expect(erasing()[0]).toEqual(['eraseUser', { body: { id: student._id } }]);
    expect(await screen.findByText('Erin Leaving has been erased.')).toBeInTheDocument();
  });
});
