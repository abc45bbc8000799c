/**
 * The first fetch of the signed-in user starts with the page, and the session provider takes that answer
 * instead of asking again: one `authGetUser` per page load, for the token it was asked with.
 */
import { render, screen } from '@testing-library/react';

import { makeTestUser } from '../test/render-page';
import { prefetchUser, takePrefetchedUser } from './first-user';
import { useSession } from './session-context';
import { SessionProvider } from './session-provider';
import { tokenStorageKey } from './token-store';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../api/client', () => ({ callApi, setUnauthorizedHandler: vi.fn() }));

const user = makeTestUser('roomkeeper');

beforeEach(() => {
  localStorage.clear();
  callApi.mockReset();
  callApi.mockResolvedValue({ status: 200, data: { data: user } });
});

function ShowUser() {
  const { status, user: shown } = useSession();
  return <p>{status === 'signed-in' ? shown?.email : status}</p>;
}

it('asks for nothing without a token', async () => {
  // Act
  prefetchUser();

  // Assess
  expect(takePrefetchedUser('any')).toBeUndefined();
  await Promise.resolve();
  expect(callApi).not.toHaveBeenCalled();
});

it('gives its answer once, and only for the token it was asked with', async () => {
  // Arrange
  localStorage.setItem(tokenStorageKey, 'token-a');

  // Act
  prefetchUser();

  // Assess
  expect(takePrefetchedUser('token-b')).toBeUndefined();
  await expect(takePrefetchedUser('token-a')).resolves.toEqual({ status: 200, data: { data: user } });
  expect(takePrefetchedUser('token-a')).toBeUndefined();
  expect(callApi.mock.calls).toEqual([['authGetUser']]);
});

it('lets the session provider take the prefetched user instead of fetching again', async () => {
  // Arrange
  localStorage.setItem(tokenStorageKey, 'token-a');
  prefetchUser();

  // Act
  render(
    <SessionProvider>
      <ShowUser />
    </SessionProvider>,
  );

  // Assess
  // The user shows once the provider's fetch has settled, so any second ask has been made by then.
  expect(await screen.findByText(user.email)).toBeInTheDocument();
  expect(callApi.mock.calls.filter(([id]) => id === 'authGetUser')).toHaveLength(1);
});

it('signs out when the prefetched answer is a refusal', async () => {
  // Arrange
  localStorage.setItem(tokenStorageKey, 'token-a');
  callApi.mockRejectedValue(Object.assign(new Error('expired'), { status: 401 }));
  prefetchUser();

  // Act
  render(
    <SessionProvider>
      <ShowUser />
    </SessionProvider>,
  );

  // Assess
  expect(await screen.findByText('signed-out')).toBeInTheDocument();
  expect(localStorage.getItem(tokenStorageKey)).toBeNull();
  expect(callApi.mock.calls.filter(([id]) => id === 'authGetUser')).toHaveLength(1);
});
