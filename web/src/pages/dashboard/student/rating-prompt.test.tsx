import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor } from '@testing-library/react';

import type { ListedRequest } from '#shared/domain';
import { makeTestUser, renderPage } from '#web/test/render-page';

import { api } from '../../../test/api-mock';
import { makeRequest } from '../test-requests';
import StudentDashboard from './student-dashboard';

vi.mock('../../../api/client', () => import('../../../test/api-mock'));

vi.setConfig({ testTimeout: 30_000 });
// The prompt is a lazy chunk: loaded here, showing it waits for React only.
beforeAll(() => import('./rating-prompt'));

const completed = (extra: Partial<ListedRequest> = {}) =>
  makeRequest({ requestStatus: 'Completed', room: '205', date: '2030-06-03', ...extra });

/** The dashboard with nothing open, and these completed requests in the history. */
function serve(history: ListedRequest[]) {
  api.mockImplementation((routeId) => {
    if (routeId === 'studentDashboard')
      return Promise.resolve({ status: 200, data: { requests: 1, scheduled: 0, completed: 1, data: [] } });
    if (routeId === 'listRequests') return Promise.resolve({ status: 200, data: { items: history } });
    return Promise.resolve({ status: 200, data: {} });
  });
}

const page = () => createWrapper(document.body);
const callsTo = (routeId: string) => api.mock.calls.filter(([id]) => id === routeId);
const prompt = () => screen.findByText(/How was the cleaning of room 205/);

beforeEach(() => {
  api.mockReset();
});

describe('the prompt to rate', () => {
  it('asks about the newest unrated cleaning and takes 4 stars without a message', async () => {
    const newest = completed();
    serve([completed({ rated: true }), newest, completed()]);
    await renderPage(<StudentDashboard />, { user: makeTestUser('student') });
    await prompt();
    expect(callsTo('listRequests')[0]).toEqual([
      'listRequests',
      { query: { status: 'Completed', limit: 5 } },
    ]);

    screen.getByRole('button', { name: '4 stars' }).click();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '4 stars' })).toHaveAttribute('aria-pressed', 'true'),
    );
    screen.getByRole('button', { name: 'Send rating' }).click();

    await waitFor(() =>
      expect(callsTo('createRating')).toEqual([['createRating', { body: { id: newest._id, rating: 4 } }]]),
    );
    // The next unrated one is asked about once this one is rated.
    await waitFor(() =>
      expect(page().findAlert()?.findHeader()?.getElement().textContent).toMatch(/room 205/),
    );
  });

  it('asks for a message below 3 stars before sending', async () => {
    serve([completed()]);
    await renderPage(<StudentDashboard />, { user: makeTestUser('student') });
    await prompt();

    screen.getByRole('button', { name: '2 stars' }).click();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '2 stars' })).toHaveAttribute('aria-pressed', 'true'),
    );
    screen.getByRole('button', { name: 'Send rating' }).click();

    // The message's field says it is required; the stars are given.
    await waitFor(() =>
      expect(
        page()
          .findAlert()!
          .findContent()
          .findAllFormFields()
          .map((field) => field.findError()?.getElement().textContent ?? ''),
      ).toEqual(['', 'Required field']),
    );
    expect(callsTo('createRating')).toEqual([]);
  });

  it('is dismissed once, on the server, and does not ask about a dismissed cleaning', async () => {
    const newest = completed();
    serve([newest, completed({ promptDismissed: true })]);
    await renderPage(<StudentDashboard />, { user: makeTestUser('student') });
    await prompt();

    screen.getByRole('button', { name: "Don't ask again" }).click();

    await waitFor(() =>
      expect(callsTo('dismissRatingPrompt')).toEqual([['dismissRatingPrompt', { body: { id: newest._id } }]]),
    );
    await waitFor(() => expect(page().findAlert()).toBeNull());
  });
});
