/**
 * Which URLs a hook may post to (issue 34). In the cloud: https to a host name, without credentials in the
 * URL, so the sender cannot be pointed at a bare address (an internal service, a metadata endpoint) and
 * every delivery is encrypted with a certificate checked; where the host name leads is checked apart
 * (`webhook-address.ts`). Where `WEBHOOK_ALLOW_HTTP=loopback` is set (the local runtime and the tests) a
 * receiver on this machine is also taken over plain http, so a developer can watch deliveries arrive; that
 * is decided by where the server runs, never by the caller.
 */
import { env } from '../env';

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);
const ipLiteral = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

export function isAllowedWebhookUrl(text: string, runsLocally = env.webhookAllowLoopback): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  if (runsLocally && url.protocol === 'http:' && localHosts.has(url.hostname)) return true;
  return (
    url.protocol === 'https:' &&
    url.hostname.includes('.') &&
    !ipLiteral.test(url.hostname) &&
    !localHosts.has(url.hostname) &&
    !url.hostname.endsWith('.localhost')
  );
}
