/**
 * Shrinks a chosen picture on the device before it is sent: at most 256 px on its longer side, encoded
 * as WebP (JPEG where the browser cannot encode WebP) at the best quality that stays under the server's
 * 200 KB limit. Phones' photos are megabytes; the profile shows a small avatar.
 */
import { maxProfileImageBytes } from '#shared/schemas/user';

export const maxImageSide = 256;
const qualities = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4];

/** Decoded size of a base64 data URL's payload. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
}

export class ImageNotReadable extends Error {
  override readonly name = 'ImageNotReadable';
}

export async function scaleImage(file: Blob): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new ImageNotReadable('The file is not an image this browser can read');
  }
  const scale = Math.min(1, maxImageSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new ImageNotReadable('This browser cannot draw images');
  // JPEG has no transparency: a white ground instead of black behind transparent pixels.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();

  // toDataURL answers PNG for a type it cannot encode; then JPEG it is.
  const type = canvas.toDataURL('image/webp', 0.9).startsWith('data:image/webp')
    ? 'image/webp'
    : 'image/jpeg';
  for (const quality of qualities) {
    const dataUrl = canvas.toDataURL(type, quality);
    if (dataUrlBytes(dataUrl) <= maxProfileImageBytes) return dataUrl;
  }
  throw new ImageNotReadable('The picture stays too large even when compressed');
}
