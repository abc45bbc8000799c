import { profileImageProblem } from './profile';

const url = (type: string, bytes: number[] | Buffer) =>
  `data:image/${type};base64,${Buffer.from(bytes).toString('base64')}`;
const pngHeader = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const webpHeader = [...Buffer.from('RIFF'), 0x24, 0, 0, 0, ...Buffer.from('WEBPVP8 ')];

describe('profileImageProblem', () => {
  it.each([
    ['JPEG', url('jpeg', [0xff, 0xd8, 0xff, 0xdb, 0, 0x43])],
    ['PNG', url('png', pngHeader)],
    ['WebP', url('webp', webpHeader)],
  ])('accepts a %s whose bytes are what it declares', (_type, dataUrl) => {
    expect(profileImageProblem(dataUrl)).toBeUndefined();
  });

  it.each([
    ['a PNG declared as JPEG', url('jpeg', pngHeader), 'The image is not a valid JPEG file'],
    ['a JPEG declared as PNG', url('png', [0xff, 0xd8, 0xff, 0xe0]), 'The image is not a valid PNG file'],
    [
      'a RIFF that is not WebP',
      url('webp', [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WAVE')]),
      'The image is not a valid WEBP file',
    ],
    ['a truncated PNG header', url('png', pngHeader.slice(0, 4)), 'The image is not a valid PNG file'],
    ['an empty image', 'data:image/png;base64,', 'The image is not a valid PNG file'],
    ['an SVG', 'data:image/svg+xml;base64,PHN2Zz4=', 'The image must be a JPEG, PNG or WebP data URL'],
    [
      'an image over 200 KB',
      url('png', Buffer.concat([Buffer.from(pngHeader), Buffer.alloc(200 * 1024)])),
      'The image is larger than 200 KB',
    ],
  ])('refuses %s', (_case, dataUrl, problem) => {
    expect(profileImageProblem(dataUrl)).toBe(problem);
  });
});
