/**
 * Authorization matrix rows of the photo routes (`route-table/photos.ts`; see `../matrix-types.ts`):
 * everyone signed in may upload a photo, always under a key of their own hostel.
 */
import { photoPrefix } from '#shared/photos';

import { matrixRow, signedIn } from '../matrix-types';

export const rows = [
  matrixRow({
    route: 'createPhotoUpload',
    call: () => ({ body: { contentType: 'image/jpeg' } }),
    expect: signedIn(200),
    check: (answer, { world, actor }) => {
      if (answer.status !== 200) return;
      const hostel = actor === 'adminOther' ? world.otherHostel : world.hostel;
      expect(answer.body.key.startsWith(photoPrefix(hostel.id))).toBe(true);
    },
  }),
  matrixRow({
    route: 'createPhotoUpload',
    case: 'a type other than JPEG, PNG or WebP',
    call: () => ({ body: { contentType: 'image/svg+xml' } }),
    expect: signedIn(400),
  }),
];
