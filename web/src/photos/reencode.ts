/**
 * A photo as it leaves the phone (issue 32): drawn on a canvas and saved as a new JPEG, so nothing of the
 * camera's file goes along — no EXIF, no GPS location, no maker notes — and a long side of at most 2048 px
 * keeps it far below the upload's 8 MB. The orientation the camera recorded is applied before drawing.
 */

/** Longest side of an uploaded photo, in pixels: enough to see a stain, small enough to send on 3G. */
const maxSide = 2048;
const quality = 0.85;

export async function reencodePhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the photo.');
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be saved.'))),
        'image/jpeg',
        quality,
      ),
    );
  } finally {
    bitmap.close();
  }
}
