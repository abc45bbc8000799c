import { env } from '../env';
import { isAllowedPushEndpoint } from './push-endpoints';

describe('the push endpoints the server posts to', () => {
  it('are the browsers’ push services over https', () => {
    const taken = [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx1',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ];
    expect(taken.filter((endpoint) => !isAllowedPushEndpoint(endpoint))).toEqual([]);
  });

  it('are nothing else: other hosts, look-alikes, plain http, ports, credentials, the metadata address', () => {
    const refused = [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/send',
      'https://evilpush.apple.com/x',
      'https://169.254.169.254/latest/meta-data',
      'http://localhost:8090/notify/abc',
      'not a url',
    ];
    expect(refused.filter((endpoint) => isAllowedPushEndpoint(endpoint))).toEqual([]);
  });

  it('take the mock push service’s origin only where it is configured (local runtime and tests)', () => {
    const mock = 'http://localhost:8090/notify/abc';
    const before = env.pushTestOrigin;
    try {
      env.pushTestOrigin = 'http://localhost:8090';
      expect([
        isAllowedPushEndpoint(mock),
        isAllowedPushEndpoint('http://localhost:8091/notify/abc'),
      ]).toEqual([true, false]);
    } finally {
      env.pushTestOrigin = before;
    }
  });
});
