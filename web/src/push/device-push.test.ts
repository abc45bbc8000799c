import { callApi } from '../api/client';
import { forgetDevice } from './device-push';

vi.mock('../api/client', () => ({ callApi: vi.fn() }));
const api = vi.mocked(callApi);

const endpoint = 'https://fcm.googleapis.com/fcm/send/device-2';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  api.mockReset();
});

describe('forgetting this device at sign-out', () => {
  it('unsubscribes it and removes it with the token read before the sign-out', async () => {
    // Prepare
    const unsubscribe = vi.fn(() => Promise.resolve(true));
    const subscription = { endpoint, unsubscribe };
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal('Notification', { permission: 'granted' });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistration: () =>
          Promise.resolve({ pushManager: { getSubscription: () => Promise.resolve(subscription) } }),
      },
    });

    // Act
    await forgetDevice('token-before-sign-out');

    // Assess
    expect(unsubscribe).toHaveBeenCalled();
    expect(api).toHaveBeenCalledWith('removePushSubscription', {
      body: { endpoint },
      headers: { authorization: 'Bearer token-before-sign-out' },
    });
  });

  it('calls nothing on a device without push', async () => {
    await forgetDevice('token');
    expect(api).not.toHaveBeenCalled();
  });
});
