/**
 * Which push subscriptions the server accepts (issue 33). The sender posts to a subscription's endpoint,
 * so an endpoint anywhere else would make the server post wherever a user likes: only the push services of
 * the browsers people use are taken, over https, and locally the mock push service's own origin.
 */
import { env } from '../env';

/** Host names of the browsers' push services, or the domains they are under. */
const pushServiceHosts = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Samsung Internet, Opera
  'updates.push.services.mozilla.com', // Firefox
  'push.apple.com', // Safari, and web apps on iOS 16.4+ (web.push.apple.com)
  'notify.windows.com', // Edge on Windows (wns2-*.notify.windows.com)
];

export function isAllowedPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (env.pushTestOrigin && url.origin === env.pushTestOrigin) return true;
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  return pushServiceHosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}
