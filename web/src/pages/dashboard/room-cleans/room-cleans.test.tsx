import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor } from '@testing-library/react';

import type { ListedRequest } from '#shared/domain';
import { defaultRules } from '#shared/request-rules';
import { makeTestUser, renderPage } from '#web/test/render-page';

import { api } from '../../../test/api-mock';
import { makeRequest } from '../test-requests';
import RoomCleans from './room-cleans';

vi.mock('../../../api/client', () => import('../../../test/api-mock'));

const page = () => createWrapper(document.body);
const callsTo = (routeId: string) => api.mock.calls.filter(([id]) => id === routeId);

/** A regular clean of the student's room (no student of its own, a recurrence's). */
const clean = (overrides: Partial<ListedRequest>) =>
  makeRequest({ studentId: '', studentName: '', recurrenceId: 'rec-1', room: '204', ...overrides });

function serve(requests: ListedRequest[]) {
  api.mockImplementation((routeId) => {
    if (routeId === 'requestRules') return Promise.resolve({ status: 200, data: defaultRules });
    if (routeId === 'roomRecurringCleans') return Promise.resolve({ status: 200, data: { requests } });
    return Promise.resolve({ status: 200, data: requests[0] });
  });
}

beforeEach(() => api.mockReset());

describe("the room's regular cleans", () => {
  it('shows nothing when the room has none', async () => {
    serve([]);
    await renderPage(<RoomCleans />, { user: makeTestUser('student') });
    await waitFor(() => expect(callsTo('roomRecurringCleans')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: "Your room's regular cleans" })).toBeNull();
  });

  it('offers Skip and Move before the cutoff, and says changes are closed after it', async () => {
    const later = clean({ date: '2099-07-01', time: '10:00' });
    // Yesterday: long past any cutoff.
    const past = clean({ date: '2000-01-03', time: '10:00' });
    serve([later, past]);
    await renderPage(<RoomCleans />, { user: makeTestUser('student') });

    expect(
      await screen.findByRole('button', { name: 'Skip the regular clean on Jul 1, 2099' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Move the regular clean on Jul 1, 2099' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Jan 3, 2000/ })).toBeNull();
    expect(screen.getByText(/Changes closed/)).toBeVisible();
    expect(screen.getAllByText('Regular')).toHaveLength(2);
  });

  it('skips with the reason given', async () => {
    const later = clean({ date: '2099-07-01', time: '10:00' });
    serve([later]);
    await renderPage(<RoomCleans />, { user: makeTestUser('student') });

    (await screen.findByRole('button', { name: 'Skip the regular clean on Jul 1, 2099' })).click();
    const modal = await waitFor(() => {
      const found = page().findModal();
      expect(found?.findContent().findAllTextareas()).toHaveLength(1);
      return found!;
    });
    modal.findContent().findAllTextareas()[0]!.setTextareaValue('Exams all week');
    modal.findFooter()!.findAllButtons()[1]!.click();

    await waitFor(() =>
      expect(callsTo('skipRecurringClean')).toEqual([
        ['skipRecurringClean', { body: { id: later._id, reason: 'Exams all week' } }],
      ]),
    );
  });
});
