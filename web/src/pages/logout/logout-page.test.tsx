import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { PhoneAction } from '#web/pages/keeper-phone/phone-action';
import { api } from '#web/test/api-mock';
import { makeTestUser, renderPage } from '#web/test/render-page';

import LogoutPage from './logout-page';

vi.mock('#web/api/client', () => import('#web/test/api-mock'));

/** The phone's queues, by key, as the store keeps them (jsdom has no IndexedDB). */
const queues = new Map<string, PhoneAction[]>();
vi.mock('#web/offline/keeper-store', () => ({
  queued: (userId: string) => Promise.resolve(queues.get(userId) ?? []),
  dequeue: (userId: string, actionId: string) => {
    queues.set(
      userId,
      (queues.get(userId) ?? []).filter((action) => action.body.actionId !== actionId),
    );
    return Promise.resolve();
  },
  discardQueue: (userId: string) => {
    queues.delete(userId);
    return Promise.resolve();
  },
}));

const keeper = makeTestUser('roomkeeper');
const cantClean = (room: string, date: string): PhoneAction => ({
  route: 'rejectRequest',
  requestId: `request-${room}`,
  room,
  date,
  body: {
    id: `request-${room}`,
    actionId: `action-${room}`,
    at: '2030-01-01T08:00:00Z',
    message: 'No access',
    reason: 'noAccess',
  },
});

let online = true;
beforeEach(() => {
  api.mockReset();
  queues.clear();
  queues.set(keeper._id, [cantClean('101', '2030-01-02'), cantClean('102', '2030-01-03')]);
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => vi.restoreAllMocks());

async function show(user = keeper) {
  const signOut = vi.fn();
  await renderPage(<LogoutPage />, { user, path: '/logout', session: { signOut } });
  return signOut;
}

describe('signing out with actions waiting', () => {
  it('says how many and which, and keeps them for the next sign-in', async () => {
    const signOut = await show();

    expect(
      await screen.findByText('2 actions you took offline have not reached the server yet.'),
    ).toBeVisible();
    const list = screen.getByRole('list', { name: 'Actions not sent yet' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(["Room 101, Jan 2, 2030: Can't clean", "Room 102, Jan 3, 2030: Can't clean"]);
    expect(signOut).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Keep them for my next sign-in' }));

    expect(signOut).toHaveBeenCalledOnce();
    expect(queues.get(keeper._id)).toHaveLength(2);
  });

  it('sends them first, then signs out', async () => {
    api.mockResolvedValue({ status: 200, data: {} });
    const signOut = await show();

    await userEvent.click(await screen.findByRole('button', { name: 'Send them, then sign out' }));

    await waitFor(() => expect(signOut).toHaveBeenCalledOnce());
    expect(
      api.mock.calls.map(([route, input]) => [route, (input as unknown as { body: { id: string } }).body.id]),
    ).toEqual([
      ['rejectRequest', 'request-101'],
      ['rejectRequest', 'request-102'],
    ]);
    expect(queues.get(keeper._id)).toEqual([]);
  });

  it('stays when the server cannot be reached, saying how many still wait', async () => {
    api.mockRejectedValue(new TypeError('Failed to fetch'));
    const signOut = await show();

    await userEvent.click(await screen.findByRole('button', { name: 'Send them, then sign out' }));

    expect(await screen.findByText('The server could not be reached: 2 actions still wait.')).toBeVisible();
    expect(signOut).not.toHaveBeenCalled();
    expect(queues.get(keeper._id)).toHaveLength(2);
  });

  it('discards them only after a second confirmation, with the keyboard', async () => {
    const signOut = await show();
    await screen.findByRole('button', { name: 'Discard them' });
    const user = userEvent.setup();

    screen.getByRole('button', { name: 'Discard them' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Discard the actions?' });
    expect(within(dialog).getByText(/2 actions will never reach the server/)).toBeVisible();
    expect(queues.get(keeper._id)).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Discard and sign out' }));

    await waitFor(() => expect(signOut).toHaveBeenCalledOnce());
    expect(queues.has(keeper._id)).toBe(false);
  });

  it('offers no sending while offline', async () => {
    online = false;
    await show();

    expect(await screen.findByText(/You are offline: connect to send them/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send them, then sign out' })).toBeNull();
  });

  it('signs out at once when nothing waits, and for other roles', async () => {
    queues.clear();
    const keeperOut = await show();
    await waitFor(() => expect(keeperOut).toHaveBeenCalledOnce());

    const adminOut = await show(makeTestUser('admin'));
    await waitFor(() => expect(adminOut).toHaveBeenCalledOnce());
  });
});
