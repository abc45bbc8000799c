/**
 * Door codes (issue 33): what the site and the functions agree on about a room's QR code. A code is 16
 * random bytes (128 bits) in base64url, 22 characters; its sticker opens `<site origin>/r/<code>`.
 */

/** The shape of every code ever made: anything else is answered as an unknown code. */
export const doorCodePattern = /^[A-Za-z0-9_-]{22}$/;

/** Rooms one print call gives codes to (one page of a building's or floor's rooms). */
export const doorCodesPerPrint = 100;

/** Longest problem report sent from a door, in characters. */
export const doorReportMax = 1000;

/** The site path a door's sticker opens. */
export const doorPath = (code: string) => `/r/${code}`;
