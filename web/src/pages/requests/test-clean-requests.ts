/** What the clean-requests page's tests serve and read: the API's answers by route, and the page's parts. */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { waitFor } from '@testing-library/react';

import type { ListedRequest, Page } from '#shared/domain';
import { defaultRules, type RequestRules } from '#shared/request-rules';

import { api } from '../../test/api-mock';

/** The hostel's rules on this machine's clock, so that its today is `localToday()`. */
export const localRules = { ...defaultRules, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };

/**
 * Serves `listRequests` from `pages` by cursor ('' is the first page), `requestRules` from `rules` and
 * `requestRooms` from `rooms` (none: a student without a room); other routes answer `{}`.
 */
export function serve(
  pages: Record<string, Page<ListedRequest>>,
  rules: RequestRules = localRules,
  rooms: unknown = { data: [], types: [] },
) {
  api.mockImplementation((routeId, options) => {
    if (routeId === 'requestRules') return Promise.resolve({ status: 200, data: rules });
    if (routeId === 'requestRooms') return Promise.resolve({ status: 200, data: rooms });
    if (routeId !== 'listRequests') return Promise.resolve({ status: 201, data: {} });
    const cursor = (options?.query as { cursor?: string } | undefined)?.cursor ?? '';
    return Promise.resolve({ status: 200, data: pages[cursor] ?? { items: [] } });
  });
}

export const page = () => createWrapper(document.body);
/** The create form, shown once the hostel's rules have loaded. */
export const createForm = async () =>
  createWrapper((await waitFor(() => page().findForm()!.getElement())) as HTMLElement);
export const callsTo = (routeId: string) => api.mock.calls.filter(([id]) => id === routeId);
export const headers = () =>
  page()
    .findTable()!
    .findColumnHeaders()
    .map((header) => header.getElement().textContent);
