/**
 * Photo proof (issue 32): an upload is a presigned POST straight from the browser to the photo bucket.
 * Part of the route table (`routes.ts`).
 */
import { anyRole, type RouteDef } from '../route-def';
import * as photos from '../schemas/photos';

export const photoRoutes = {
  createPhotoUpload: {
    method: 'POST',
    path: '/api/photos/uploads',
    roles: anyRole,
    body: photos.photoUploadBody,
    table: 'read',
    // The caller's user item, then the hostel's retention.
    dynamo: ['GetItem'],
    photos: 'upload',
  },
} as const satisfies Record<string, RouteDef>;
