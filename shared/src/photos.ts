/**
 * Photo proof (issue 32): what an upload may be and where it goes. The server makes every key; a photo
 * key names its hostel, so a key sent back on Done is checked against the sender's hostel.
 */

/** The types a browser may upload: what its canvas re-encodes to (never SVG, which could carry script). */
export const photoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof photoTypes)[number];

/** Smallest and largest upload, enforced by the POST policy's `content-length-range`. */
export const photoBytes = { min: 1, max: 8 * 1024 * 1024 } as const;

/** How long a presigned POST may be used, and a signed GET shown. */
export const uploadExpirySeconds = 5 * 60;
export const viewExpirySeconds = 15 * 60;

/** Most photos on one Done. */
export const maxPhotosPerAction = 4;

/**
 * Retention, in days, a hostel may choose: each is a lifecycle rule of the bucket that expires objects
 * tagged `retention=<days>`, so only these values mean anything.
 */
export const photoRetentionDays = [30, 90, 180, 365] as const;
export type PhotoRetentionDays = (typeof photoRetentionDays)[number];
export const defaultPhotoRetentionDays: PhotoRetentionDays = 180;

/** The object tag the bucket's lifecycle rules select by. */
export const retentionTagKey = 'retention';

/** Every photo of a hostel lives under this prefix. */
export const photoPrefix = (hostelId: string) => `photos/${hostelId}/`;

const keyPattern = /^photos\/([^/]+)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether `key` is a photo key the server could have made for this hostel. */
export const isHostelPhotoKey = (hostelId: string, key: string) => keyPattern.exec(key)?.[1] === hostelId;

/** A photo key as a schema sees it (any hostel): the handler checks the hostel. */
export const photoKeyPattern = /^photos\/[^/]{1,64}\/[0-9a-f-]{36}$/;
