/** Which encoding the local runtime answers with, and which API answers it compresses (as CloudFront). */
import { brotliDecompressSync } from 'node:zlib';

import { chooseEncoding, compressAnswer } from './compress';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['', undefined],
  ])('%j → %s', (accept, expected) => {
    expect(chooseEncoding(accept)).toBe(expected);
  });
});

describe('compressAnswer', () => {
  const json = Buffer.from(
    JSON.stringify({ data: Array.from({ length: 100 }, (_, i) => ({ room: `${i}` })) }),
  );

  it('compresses JSON of 1,000 bytes or more, and leaves smaller answers and other types alone', async () => {
    const big = await compressAnswer(json, 'application/json; charset=utf-8', 'br');
    const small = await compressAnswer(Buffer.from('{"ok":true}'), 'application/json', 'br');
    const image = await compressAnswer(json, 'image/png', 'br');

    expect(big.encoding).toBe('br');
    expect(brotliDecompressSync(big.body)).toEqual(json);
    expect([small.encoding, image.encoding]).toEqual([undefined, undefined]);
  });
});
