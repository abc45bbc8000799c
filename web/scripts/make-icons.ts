/**
 * Draws the installable app's icons (web/public/icon-192.png, icon-512.png): the favicon's white H on its
 * blue, full-bleed so that a launcher's mask may round or cut the corners. Run with
 * `npx tsx web/scripts/make-icons.ts` after changing the mark; the PNGs are committed.
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const blue = [0x00, 0x6c, 0xe0];
const white = [0xff, 0xff, 0xff];

/** The favicon's H on its 32-unit grid: the two stems and the bar (x, y, width, height). */
const hParts = [
  [9, 9, 3, 14],
  [20, 9, 3, 14],
  [12, 14.5, 8, 3],
];

/** The H is drawn inside the middle 60% so that a round mask keeps all of it. */
function isH(x: number, y: number, size: number): boolean {
  const scale = (size * 0.6) / 14;
  const offset = size / 2;
  const u = (x + 0.5 - offset) / scale + 16;
  const v = (y + 0.5 - offset) / scale + 16;
  return hParts.some(
    ([left, top, width, height]) => u >= left! && u < left! + width! && v >= top! && v < top! + height!,
  );
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const start = y * (1 + size * 3);
    rows[start] = 0; // no filter
    for (let x = 0; x < size; x++) rows.set(isH(x, y, size) ? white : blue, start + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512])
  writeFileSync(new URL(`../public/icon-${size}.png`, import.meta.url), png(size));
