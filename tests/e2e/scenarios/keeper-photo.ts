/**
 * Photo proof on the keeper's phone (issue 32): after Start the keeper picks a photo that carries EXIF
 * with a GPS position, goes offline and taps Done: the photo waits on the phone with the action. Back
 * online, the first upload fails (the bucket is out of reach): the action and its photo stay waiting, and
 * are sent again a few seconds later. The clean's timeline then shows the photo through a signed URL, and
 * what the bucket stored has no EXIF and no GPS: the phone re-encoded it.
 */
import type { Page } from 'playwright-core';

import { expect } from '../expect';
import type { Scenario } from '../run';
import { allotRequest, createRequest, futureDay, signIn } from '../steps';

const keeperName = 'Ravi Keeper';

/** A JPEG drawn in the page, with an EXIF segment naming a GPS position spliced in after its start. */
async function photoWithLocation(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#3a7';
    context.fillRect(0, 0, 64, 48);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/jpeg'));
    const jpeg = new Uint8Array(await blob.arrayBuffer());
    // APP1 "Exif": a big-endian TIFF header with an empty IFD, then the text a location would carry.
    const payload = [
      ...new TextEncoder().encode('Exif\0\0'),
      ...[0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00],
      ...new TextEncoder().encode('GPSLatitude 48.8584 GPSLongitude 2.2945'),
    ];
    const length = payload.length + 2;
    const app1 = [0xff, 0xe1, length >> 8, length & 0xff, ...payload];
    return [...jpeg.slice(0, 2), ...app1, ...jpeg.slice(2)];
  });
  return Buffer.from(bytes);
}

export const keeperPhotoScenarios: Scenario[] = [
  {
    name: 'keeper-photo-offline',
    devices: ['phone'],
    async run({ open }) {
      const [student, admin, keeper] = await Promise.all([open(), open(), open('phone')]);
      await Promise.all([signIn(student, 'student'), signIn(admin, 'admin'), signIn(keeper, 'roomkeeper')]);
      const today = futureDay(0);
      // A time no other scenario takes: in a full run the keeper has other cleans today.
      const time = '14:35';
      await createRequest(student, today, time);
      await allotRequest(admin, today, time, keeperName);

      const { page } = keeper;
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
      const todayCards = page.getByRole('region', { name: today.shown });
      await todayCards.getByRole('button', { name: 'Start' }).click();
      await expect.visible(page.getByText('Cleaning started.'));

      // After Start the card takes photos; the picked one still has its location in it.
      const photo = await photoWithLocation(page);
      expect.truthy(photo.includes('GPSLatitude'), 'the picked photo carries a GPS position');
      await expect.visible(todayCards.getByText('Photos (optional)'));
      await todayCards
        .locator('input[type=file]')
        .setInputFiles({ name: 'room-101.jpg', mimeType: 'image/jpeg', buffer: photo });
      await expect.visible(todayCards.getByText('room-101.jpg'));
      await keeper.capture('keeper-photo-chosen');

      // Offline, Done waits on the phone with its photo.
      await keeper.context.setOffline(true);
      await todayCards.getByRole('button', { name: 'Done' }).click();
      await expect.visible(todayCards.getByText('Waiting to be sent'));
      await expect.visible(todayCards.getByText('1 photo waits to be uploaded.'));
      await keeper.capture('keeper-photo-waiting');

      // Back online, the bucket is out of reach at first: the upload fails, and nothing is lost.
      const toBucket = (url: URL) => url.pathname.startsWith('/hostel-clean-photos');
      await page.route(toBucket, (route) => route.abort('connectionfailed'));
      const failed = page.waitForEvent('requestfailed', (request) => toBucket(new URL(request.url())));
      await keeper.context.setOffline(false);
      await failed;
      await expect.visible(todayCards.getByText('1 photo waits to be uploaded.'));
      // Then it is reachable: the phone sends it again by itself, and Done lands with the photo.
      await page.unroute(toBucket);
      await expect.hidden(todayCards);

      // The timeline shows the photo; the stored file has no EXIF and no location.
      await keeper.goto('/clean-requests');
      const history = page.getByRole('region', { name: today.shown });
      // This clean's card: the nearest block around its time that holds a link (its date's).
      await history
        .getByText(time)
        .locator('xpath=ancestor::*[.//a][1]')
        .getByRole('link', { name: new RegExp(`^${today.shown}`) })
        .click();
      const shown = page.getByRole('img', { name: 'Photo 1 of the clean' });
      await expect.visible(shown);
      await page.waitForFunction(
        () =>
          (document.querySelector('.timeline-photos img') as HTMLImageElement | null)?.naturalWidth === 64,
      );
      const stored = await page.evaluate(
        async (url) => {
          const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
          return new TextDecoder('latin1').decode(bytes);
        },
        (await shown.getAttribute('src')) ?? '',
      );
      expect.truthy(!stored.includes('Exif'), 'the stored photo has no EXIF segment');
      expect.truthy(!stored.includes('GPS'), 'the stored photo has no GPS position');
      await shown.scrollIntoViewIfNeeded();
      await keeper.capture('keeper-photo-timeline');
    },
  },
];
