/**
 * The API client as the site's tests see it. A test file mocks the client with this module —
 * `vi.mock('…/api/client', () => import('…/test/api-mock'))`: vi.mock runs before the file's imports, so
 * its factory imports this module rather than naming an import — and sets the answers through `api`,
 * the same `callApi` the pages call.
 */
import type { callApi as clientCallApi, setUnauthorizedHandler as clientSetHandler } from '../api/client';

export const callApi = vi.fn<typeof clientCallApi>();
export const setUnauthorizedHandler = vi.fn<typeof clientSetHandler>();
export { callApi as api };

/** The calls a test's page made of one route, with their requests. */
export const callsTo = (routeId: string) => callApi.mock.calls.filter(([id]) => id === routeId);

/**
 * The routes called, less the login page's own public read of the hostels that offer a university
 * sign-in (issue 34), which every signed-out visit to it makes.
 */
export const routesCalled = (): string[] =>
  callApi.mock.calls.map(([routeId]) => routeId).filter((id) => id !== 'oidcProviders');
