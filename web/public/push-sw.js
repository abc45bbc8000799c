/*
 * Push notifications (issue 33), imported by the site's Workbox service worker (`importScripts` in
 * web/vite.config.ts): shows what the notice function pushed (title, body, and the link to the request's
 * timeline) and opens that link, on this site, when the notification is tapped.
 */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  // The link is opened on this site's own origin whatever the payload names.
  const link = new URL(typeof data.url === 'string' ? data.url : '/', self.location.origin);
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    icon: '/icon-192.png',
    data: { url: link.pathname + link.search },
  };
  if (typeof data.tag === 'string') options.tag = data.tag;
  event.waitUntil(
    self.registration.showNotification(typeof data.title === 'string' ? data.title : 'Hostel Clean', options),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(openLink(url));
});

/** Takes a window of this site already open to the link, or opens one. */
async function openLink(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) return self.clients.openWindow(url);
  // The browser decides whether a window may come forward and may refuse it; the window goes to the link
  // all the same, and shows it when the person turns to it.
  await open.focus().catch(() => undefined);
  return open.navigate(url);
}
