import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor } from '@testing-library/react';

import type { ListedRequest, Page } from '#shared/domain';
import { defaultRules } from '#shared/request-rules';

import { api } from '../../test/api-mock';
import { makeTestUser, renderPage } from '../../test/render-page';
import { makeRequest } from '../dashboard/test-requests';
import CleanRequests from './clean-requests';

vi.mock('../../api/client', () => import('../../test/api-mock'));

vi.setConfig({ testTimeout: 30_000 });

/** Serves `listRequests` from `pages` by cursor ('' is the first page); other routes answer `{}`. */
function serve(pages: Record<string, Page<ListedRequest>>) {
  api.mockImplementation((routeId, options) => {
    if (routeId === 'requestRules') return Promise.resolve({ status: 200, data: defaultRules });
    if (routeId !== 'listRequests') return Promise.resolve({ status: 201, data: {} });
    const cursor = (options?.query as { cursor?: string } | undefined)?.cursor ?? '';
    return Promise.resolve({ status: 200, data: pages[cursor] ?? { items: [] } });
  });
}

const page = () => createWrapper(document.body);
const callsTo = (routeId: string) => api.mock.calls.filter(([id]) => id === routeId);

beforeEach(() => {
  api.mockReset();
});

describe('the admin’s student filter of the request history', () => {
  it('lets an admin find a student by room and list only their requests', async () => {
    // Prepare
    serve({ '': { items: [makeRequest({ studentName: 'Jin Park' })] } });
    const listRequests = api.getMockImplementation()!;
    api.mockImplementation((routeId, options) =>
      routeId === 'listUsers'
        ? Promise.resolve({
            status: 200,
            data: {
              items: [{ _id: 'student-205', name: 'Jin Park', email: 'jin@x.test', phone: '', room: '205' }],
            },
          })
        : listRequests(routeId, options),
    );
    await renderPage(<CleanRequests />, { user: makeTestUser('admin') });
    await screen.findByText('Jin Park');
    // The filter is a lazy chunk of its own: found once it has loaded.
    const student = await waitFor(() => {
      const found = page().findTable()!.findFilterSlot()!.findAutosuggest();
      if (!found) throw new Error('no student filter yet');
      return found;
    });
    // Act
    student.focus();
    student.setInputValue('205');
    // Assess
    await waitFor(() =>
      expect(callsTo('listUsers').at(-1)).toEqual([
        'listUsers',
        { query: { role: 'student', search: '205', limit: 10 } },
      ]),
    );
    await waitFor(() =>
      expect(
        student
          .findDropdown()
          .findOptions()
          .map((option) => option.getElement().textContent),
      ).toEqual(['Jin ParkRoom 205 · jin@x.test']),
    );
    // Act
    student.selectSuggestion(1);
    // Assess
    await waitFor(() =>
      expect(callsTo('listRequests').at(-1)).toEqual([
        'listRequests',
        { query: { student: 'student-205', cursor: undefined, limit: 25 } },
      ]),
    );
  });
});
