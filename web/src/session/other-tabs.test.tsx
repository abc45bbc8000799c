/**
 * Tabs of the site follow each other's sign-in and sign-out over a BroadcastChannel (Node's here, the
 * browser's in the browser suite's profile scenario): a tab that stores a new token tells the others once,
 * a tab told of it follows without telling anyone back, and an unchanged token tells no one.
 */
import { render, screen } from '@testing-library/react';

import { makeTestUser } from '../test/render-page';
import { useSession } from './session-context';
import { SessionProvider } from './session-provider';
import { tokenStorageKey, writeToken } from './token-store';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../api/client', () => ({ callApi, setUnauthorizedHandler: vi.fn() }));

const user = makeTestUser('student');
/** Another tab's end of the channel. */
let otherTab: BroadcastChannel;
let heard: unknown[];
/** Every status the provider rendered, in order. */
let statuses: string[];

beforeEach(() => {
  localStorage.clear();
  callApi.mockReset();
  callApi.mockResolvedValue({ status: 200, data: { data: user } });
  heard = [];
  statuses = [];
  otherTab = new BroadcastChannel('hostel-clean.auth');
  otherTab.onmessage = ({ data }) => heard.push(data);
});

afterEach(() => {
  otherTab.close();
  // A tab that signs out while one is still signed in would otherwise leave its token to the next test.
  localStorage.clear();
});

function ShowUser() {
  const { status, user: shown } = useSession();
  if (statuses.at(-1) !== status) statuses.push(status);
  return <p>{status === 'signed-in' ? shown?.email : status}</p>;
}

it('tells the other tabs of a stored or removed token, once each, and nothing for an unchanged one', async () => {
  // Act
  writeToken('token-a');
  writeToken('token-a');
  writeToken(null);
  writeToken(null);
  // A channel delivers one sender's messages in order: once this one is heard, any before it are too.
  writeToken('token-b');
  await vi.waitFor(() => expect(heard).toContainEqual({ token: 'token-b' }));

  // Assess
  expect(heard).toEqual([{ token: 'token-a' }, { token: null }, { token: 'token-b' }]);
});

it('signs in with the token another tab stored, and out when it signs out, without telling it back', async () => {
  // Arrange
  render(
    <SessionProvider>
      <ShowUser />
    </SessionProvider>,
  );
  expect(screen.getByText('signed-out')).toBeInTheDocument();

  // Act: the other tab stores its token and says so.
  localStorage.setItem(tokenStorageKey, 'token-from-other-tab');
  otherTab.postMessage({ token: 'token-from-other-tab' });

  // Assess
  expect(await screen.findByText(user.email)).toBeInTheDocument();
  expect(callApi).toHaveBeenCalledWith('authGetUser');

  // Act: it signs out.
  localStorage.removeItem(tokenStorageKey);
  otherTab.postMessage({ token: null });

  // Assess
  expect(await screen.findByText('signed-out')).toBeInTheDocument();
  // This tab's next message comes after any it would have sent back.
  writeToken('token-c');
  await vi.waitFor(() => expect(heard).toContainEqual({ token: 'token-c' }));
  expect(heard).toEqual([{ token: 'token-c' }]);
});

it('ignores a message that carries no token', async () => {
  // Arrange
  localStorage.setItem(tokenStorageKey, 'token-here');
  render(
    <SessionProvider>
      <ShowUser />
    </SessionProvider>,
  );
  expect(await screen.findByText(user.email)).toBeInTheDocument();

  statuses = [];

  // Act: two messages without a token, then a sign-in as someone else (the other tab's messages arrive in order).
  otherTab.postMessage('sign out');
  otherTab.postMessage({ token: 42 });
  localStorage.setItem(tokenStorageKey, 'token-two');
  otherTab.postMessage({ token: 'token-two' });

  // Assess: the sign-in is all that happened, with no sign-out before it.
  await vi.waitFor(() => expect(statuses).toEqual(['loading', 'signed-in']));
  expect(callApi.mock.calls.filter(([route]) => route === 'authGetUser')).toHaveLength(2);
});
