/**
 * The one-time push offer (issue 33): not on a first visit, offered after the first action (on the next
 * page opened, not under the person's next tap on the page they acted on), turned on as the profile does,
 * never again once answered, and not when the browser cannot or was asked before.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';

import { reportActed } from '../api/acted';
import { api } from '../test/api-mock';
import { makeTestUser, renderPage } from '../test/render-page';
import { pushOfferKey, PushOfferSlot } from './push-offer-slot';

vi.mock('../api/client', () => import('../test/api-mock'));

const publicKey = `B${'A'.repeat(86)}`;
const endpoint = 'https://fcm.googleapis.com/fcm/send/device-3';
const student = makeTestUser('student');
const question = 'Get push notifications on this device when something changes for you?';

/** A browser that can get pushes; `permissionRead` tells when the offer looked at the permission. */
function pushCapableBrowser(permission: NotificationPermission, subscribed = false) {
  const made = {
    endpoint,
    expirationTime: null,
    toJSON: () => ({ endpoint, keys: { p256dh: publicKey, auth: 'A'.repeat(22) } }),
  };
  let subscription = subscribed ? made : null;
  const subscribe = vi.fn(() => Promise.resolve((subscription = made)));
  const requestPermission = vi.fn(() => Promise.resolve<NotificationPermission>('granted'));
  const permissionRead = vi.fn(() => permission);
  const worker = { pushManager: { getSubscription: () => Promise.resolve(subscription), subscribe } };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal(
    'Notification',
    Object.defineProperty({ requestPermission }, 'permission', { get: permissionRead }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(worker) },
  });
  return { subscribe, requestPermission, permissionRead };
}

/** The shell's slot, as a signed-in page has it, and a link to another page of the site. */
const renderSlot = () =>
  renderPage(
    <>
      <PushOfferSlot userId={student._id} />
      <Link to="/clean-requests">another page</Link>
    </>,
    { user: student },
  );

/** The person's action succeeds, as the API client reports each change the API accepted. */
const actionSucceeds = (routeId: Parameters<typeof reportActed>[0] = 'createRequest') =>
  act(() => reportActed(routeId));

/** The person follows a link to another page, as after an action they go on to the next thing. */
const opensAnotherPage = () => userEvent.click(screen.getByRole('link', { name: 'another page' }));

beforeEach(() => {
  localStorage.clear();
  api.mockReset();
  api.mockImplementation(((id: string) =>
    Promise.resolve({
      status: 200,
      data: id === 'pushKey' ? { publicKey } : { devices: 1 },
    })) as unknown as typeof api);
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the one-time push offer', () => {
  it('is not offered on a visit, nor after a read or another change, only after a first action', async () => {
    // Prepare
    const browser = pushCapableBrowser('default');
    const { unmount } = await renderSlot();

    // Act: a visit, then a change that is no action on a request (the profile saved).
    await actionSucceeds('updateUser');
    await opensAnotherPage();
    await act(() => import('./push-offer'));

    // Assess
    expect(screen.queryByText(question)).toBeNull();
    expect(browser.permissionRead).not.toHaveBeenCalled();
    expect(api).not.toHaveBeenCalled();
    unmount();
  });

  it('is offered after the first action and turns push on as the profile does, reachable by keyboard', async () => {
    // Prepare
    const browser = pushCapableBrowser('default');
    await renderSlot();
    const user = userEvent.setup();

    // Act
    await actionSucceeds('createRequest');
    await waitFor(() => expect(api).toHaveBeenCalledWith('pushKey'));
    await act(() => Promise.resolve());

    // Assess: nothing arrives above the page the action was taken on.
    expect(browser.permissionRead).toHaveBeenCalled();
    expect(screen.queryByText(question)).toBeNull();

    // Act
    await opensAnotherPage();
    // Tab from the top of the page, as after a page opens, not from the link just followed.
    screen.getByRole('link', { name: 'another page' }).blur();

    // Assess: the question and its two buttons, labelled, each reached with Tab.
    expect(await screen.findByText(question)).toBeInTheDocument();
    const turnOn = screen.getByRole('button', { name: 'Turn on' });
    const notNow = screen.getByRole('button', { name: 'Not now' });
    await user.tab();
    expect(turnOn).toHaveFocus();
    await user.tab();
    expect(notNow).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();

    // Act: Turn on, with the keyboard.
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');

    // Assess
    expect(await screen.findByText('Push notifications are on for this device.')).toBeInTheDocument();
    expect(screen.queryByText(question)).toBeNull();
    expect(browser.requestPermission).toHaveBeenCalled();
    expect(browser.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(api).toHaveBeenCalledWith('savePushSubscription', {
      body: { endpoint, expirationTime: null, keys: { p256dh: publicKey, auth: 'A'.repeat(22) } },
    });
    expect(localStorage.getItem(pushOfferKey(student._id))).not.toBeNull();
  });

  it('goes with Not now and is never offered again on this device to this person', async () => {
    // Prepare
    const browser = pushCapableBrowser('default');
    const first = await renderSlot();
    const user = userEvent.setup();
    await actionSucceeds('createRequest');
    await opensAnotherPage();

    // Act
    await user.click(await screen.findByRole('button', { name: 'Not now' }));

    // Assess
    await waitFor(() => expect(screen.queryByText(question)).toBeNull());
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(api.mock.calls.map(([id]) => id)).toEqual(['pushKey']);

    // Act: the next page load, and more actions.
    first.unmount();
    await renderSlot();
    await actionSucceeds('createRequest');
    await actionSucceeds('completeRequest');
    await opensAnotherPage();
    await act(() => import('./push-offer'));

    // Assess
    expect(screen.queryByText(question)).toBeNull();
    expect(api.mock.calls.map(([id]) => id)).toEqual(['pushKey']);
  });

  it.each([
    ['notifications were refused', 'denied'],
    ['notifications were allowed', 'granted'],
  ] as const)('is not offered when %s before', async (_, permission) => {
    // Prepare
    const browser = pushCapableBrowser(permission, permission === 'granted');
    await renderSlot();

    // Act
    await actionSucceeds('allotRequest');
    await opensAnotherPage();
    await waitFor(() => expect(browser.permissionRead).toHaveBeenCalled());
    await act(() => Promise.resolve());

    // Assess
    expect(screen.queryByText(question)).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it('is not offered by a browser without push, nor when the site has no push key', async () => {
    // Prepare: jsdom has no service worker nor push manager.
    const read = vi.fn(() => 'default');
    vi.stubGlobal('Notification', Object.defineProperty({}, 'permission', { get: read }));
    const { unmount } = await renderSlot();

    // Act
    await actionSucceeds('startRequest');
    await opensAnotherPage();
    await waitFor(() => expect(read).toHaveBeenCalled());
    await act(() => Promise.resolve());

    // Assess
    expect(screen.queryByText(question)).toBeNull();
    expect(api).not.toHaveBeenCalled();
    unmount();

    // Prepare: push capable, but no key set up on this site.
    pushCapableBrowser('default');
    api.mockImplementation((() => Promise.resolve({ status: 200, data: {} })) as unknown as typeof api);
    await renderSlot();

    // Act
    await actionSucceeds('rejectRequest');
    await opensAnotherPage();
    await waitFor(() => expect(api).toHaveBeenCalledWith('pushKey'));
    await act(() => Promise.resolve());

    // Assess
    expect(screen.queryByText(question)).toBeNull();
  });
});
