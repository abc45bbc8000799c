/** What the routes of `route-table/photos.ts` answer on success, by status (photo proof). */
import * as photos from '../answers/photos';
import type { RouteAnswers } from '../route-def';
import type { photoRoutes } from '../route-table/photos';

export const photosAnswers = {
  createPhotoUpload: { 200: photos.photoUploadAnswer },
} as const satisfies Record<keyof typeof photoRoutes, RouteAnswers>;
