import { screen, waitFor } from '@testing-library/react';

import { callApi } from '../../api/client';
import { makeTestUser, renderPage } from '../../test/render-page';
import { PushSection } from './push-section';

vi.mock('../../api/client', () => ({ callApi: vi.fn() }));
const api = vi.mocked(callApi);

const publicKey = `B${'A'.repeat(86)}`;
const endpoint = 'https://fcm.googleapis.com/fcm/send/device-1';

/** A browser that can get pushes: a registered worker whose push manager subscribes this device. */
function pushCapableBrowser(permission: NotificationPermission) {
  let subscription: { endpoint: string; unsubscribe: () => Promise<boolean> } | null = null;
  const made = {
    endpoint,
    expirationTime: null,
    toJSON: () => ({ endpoint, keys: { p256dh: publicKey, auth: 'A'.repeat(22) } }),
    unsubscribe: vi.fn(() => {
      subscription = null;
      return Promise.resolve(true);
    }),
  };
  const subscribe = vi.fn((_options: PushSubscriptionOptionsInit) => Promise.resolve((subscription = made)));
  const worker = { pushManager: { getSubscription: () => Promise.resolve(subscription), subscribe } };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', {
    permission: 'default',
    requestPermission: () => Promise.resolve(permission),
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(worker) },
  });
  return { subscribe, unsubscribe: made.unsubscribe };
}

beforeEach(() => {
  api.mockReset();
  api.mockImplementation(((id: string) =>
    Promise.resolve({
      status: 200,
      data: id === 'pushKey' ? { publicKey } : { devices: 1 },
    })) as unknown as typeof callApi);
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const button = (name: string) => screen.findByRole('button', { name });

describe('push notifications on the profile', () => {
  it('turns push on for this device with the site key, saves the subscription, and turns it off again', async () => {
    // Prepare
    const browser = pushCapableBrowser('granted');
    await renderPage(<PushSection user={makeTestUser('roomkeeper')} />, { user: makeTestUser('roomkeeper') });
    expect(await screen.findByText('Push notifications are off for this device.')).toBeInTheDocument();

    // Act
    (await button('Turn on push notifications')).click();

    // Assess
    expect(await button('Turn off push notifications')).toBeInTheDocument();
    expect(browser.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    const key = browser.subscribe.mock.calls[0]![0] as { applicationServerKey: Uint8Array };
    expect(key.applicationServerKey).toHaveLength(65);
    expect(api).toHaveBeenCalledWith('savePushSubscription', {
      body: { endpoint, expirationTime: null, keys: { p256dh: publicKey, auth: 'A'.repeat(22) } },
    });

    // Act
    (await button('Turn off push notifications')).click();

    // Assess
    expect(await button('Turn on push notifications')).toBeInTheDocument();
    expect(browser.unsubscribe).toHaveBeenCalled();
    expect(api).toHaveBeenLastCalledWith('removePushSubscription', { body: { endpoint } });
  });

  it('says so when the person blocks notifications, and saves nothing', async () => {
    pushCapableBrowser('denied');
    await renderPage(<PushSection user={makeTestUser('student')} />, { user: makeTestUser('student') });
    (await button('Turn on push notifications')).click();
    expect(await screen.findByText(/^Notifications are blocked for this site\./)).toBeInTheDocument();
    expect(api.mock.calls.map(([id]) => id)).toEqual(['pushKey']);
  });

  it('tells a browser without push how to get it, and still saves the kinds chosen', async () => {
    // Prepare: jsdom has no service worker nor push manager.
    const user = makeTestUser('roomkeeper', { pushKinds: ['assigned', 'takenAway'] });
    await renderPage(<PushSection user={user} />, { user });
    expect(await screen.findByText(/^This browser cannot get push notifications\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on push notifications' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'a request is allotted to me' })).toBeChecked();

    // Act
    screen.getByRole('checkbox', { name: 'a request is taken off my list' }).click();
    (await button('Save push settings')).click();

    // Assess
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('updateUser', { body: { pushKinds: ['assigned'] } }),
    );
    expect(await screen.findByText('Your push settings have been saved.')).toBeInTheDocument();
  });
});
