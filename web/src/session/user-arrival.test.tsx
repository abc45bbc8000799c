/**
 * The signed-in user's arrival renders the shell and the page as a transition: a lazy part whose code has
 * already loaded waits in place instead of showing the routes' fallback, which React would keep for up to
 * 300 ms (its fallback throttle) before the page painted.
 */
import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';

import { makeTestUser } from '../test/render-page';
import { useSession } from './session-context';
import { SessionProvider } from './session-provider';
import { tokenStorageKey } from './token-store';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../api/client', () => ({ callApi, setUnauthorizedHandler: vi.fn() }));

const user = makeTestUser('admin');
/** A page whose chunk has loaded, as `preloadPage` leaves the first page's. */
const loaded = Promise.resolve({ default: () => <h1>Dashboard</h1> });
const Page = lazy(() => loaded);

let fallbacks: number;
function Fallback() {
  fallbacks += 1;
  return <p>loading the page</p>;
}

/** As the routes do: nothing while the session loads, the page once signed in. */
function Routes() {
  const { status } = useSession();
  return status === 'signed-in' ? <Page /> : null;
}

it('shows the page without the fallback when the user arrives', async () => {
  // Arrange
  fallbacks = 0;
  localStorage.setItem(tokenStorageKey, 'token');
  callApi.mockResolvedValue({ status: 200, data: { data: user } });

  // Act
  render(
    <SessionProvider>
      <Suspense fallback={<Fallback />}>
        <Routes />
      </Suspense>
    </SessionProvider>,
  );

  // Assess
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(fallbacks).toBe(0);
});
