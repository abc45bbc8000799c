import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';

/** A real 1×1 PNG. */
const png =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/** That PNG padded to a given number of bytes. */
const pngOfSize = (bytes: number) =>
  Buffer.concat([Buffer.from(png, 'base64'), Buffer.alloc(bytes - Buffer.from(png, 'base64').length)]);
const jpegBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const dataUrl = (type: string, bytes: Buffer | string) =>
  `data:image/${type};base64,${typeof bytes === 'string' ? bytes : bytes.toString('base64')}`;

let hostel: { id: string; name: string };
let admin: Account;
let student: Account;
let keeper: Account;

beforeAll(async () => {
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  student = await makeUser('student', hostel, { name: 'Paula Profile', room: '1', floor: '0' });
  keeper = await makeUser('roomkeeper', hostel);
});

describe('POST /api/updateUser', () => {
  it('changes the caller’s profile and answers it as getuser does', async () => {
    // Act
    const answer = await invoke('updateUser', {
      token: student.token,
      body: {
        name: 'Pia Profile',
        firstname: 'Pia',
        lastname: 'Profile',
        occupation: 'Engineering student',
        phone: '+1 555 0142',
        room: '214',
        floor: '2',
        profileimg: dataUrl('png', png),
      },
    });
    const current = await invoke('authGetUser', { token: student.token });

    // Assess
    const expected = {
      _id: student.id,
      name: 'Pia Profile',
      firstname: 'Pia',
      lastname: 'Profile',
      occupation: 'Engineering student',
      email: student.email,
      phone: '+1 555 0142',
      profileimg: dataUrl('png', png),
      role: 'student',
      hostel: hostel.name,
      hostelId: hostel.id,
      room: '214',
      floor: '2',
      mailKinds: ['allotted', 'completed', 'turnedBack', 'cleanAhead', 'maintenance', 'recleanPlanned'],
      pushKinds: ['allotted', 'completed', 'turnedBack', 'cleanAhead', 'maintenance', 'recleanPlanned'],
    };
    expect(answer).toMatchObject({ status: 200, body: { data: expected } });
    expect(answer.body).toEqual({ data: expected });
    expect(current.body).toEqual({ data: expected });
  });

  it('moves a renamed user in the admin’s list, which is sorted and searched by name', async () => {
    // Prepare
    const renamed = await makeUser('student', hostel, { name: 'Zed Zulu' });

    // Act
    await invoke('updateUser', { token: renamed.token, body: { name: 'Quentin Quill' } });
    const byNew = await invoke('listUsers', {
      token: admin.token,
      query: { role: 'student', search: 'quen' },
    });
    const byOld = await invoke('listUsers', {
      token: admin.token,
      query: { role: 'student', search: 'zed' },
    });

    // Assess
    expect(byNew.body.items.map((item: { _id: string; name: string }) => [item._id, item.name])).toEqual([
      [renamed.id, 'Quentin Quill'],
    ]);
    expect(byOld.body).toEqual({ items: [] });
  });

  it('removes the profile image with null', async () => {
    // Prepare
    await invoke('updateUser', { token: keeper.token, body: { profileimg: dataUrl('jpeg', jpegBytes) } });

    // Act
    const answer = await invoke('updateUser', { token: keeper.token, body: { profileimg: null } });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body.data).not.toHaveProperty('profileimg');
    expect((await invoke('authGetUser', { token: keeper.token })).body.data).not.toHaveProperty('profileimg');
  });

  it('accepts an image of exactly 200 KB', async () => {
    // Act
    const answer = await invoke('updateUser', {
      token: keeper.token,
      body: { profileimg: dataUrl('png', pngOfSize(200 * 1024)) },
    });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body.data.profileimg).toBe(dataUrl('png', pngOfSize(200 * 1024)));
  });

  it('accepts a WebP image by its RIFF…WEBP header', async () => {
    // Prepare
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L')]);

    // Act
    const answer = await invoke('updateUser', {
      token: keeper.token,
      body: { profileimg: dataUrl('webp', webp) },
    });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body.data.profileimg).toBe(dataUrl('webp', webp));
  });

  it.each([
    ['a declared PNG that is a JPEG', dataUrl('png', jpegBytes), 'The image is not a valid PNG file'],
    [
      'a JPEG that is text',
      dataUrl('jpeg', Buffer.from('hello, this is no image')),
      'The image is not a valid JPEG file',
    ],
    [
      'an image over 200 KB',
      // One byte over: still within the schema's length, so the decoded size is what refuses it.
      dataUrl('png', pngOfSize(200 * 1024 + 1)),
      'The image is larger than 200 KB',
    ],
  ])('refuses %s with 400 and keeps the old image', async (_case, profileimg, message) => {
    // Prepare
    await invoke('updateUser', { token: student.token, body: { profileimg: dataUrl('png', png) } });

    // Act
    const answer = await invoke('updateUser', { token: student.token, body: { profileimg } });

    // Assess
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'input.invalid',
      message: 'Field is not valid',
      errors: [{ path: 'profileimg', message }],
    });
    expect((await invoke('authGetUser', { token: student.token })).body.data.profileimg).toBe(
      dataUrl('png', png),
    );
  });

  it('refuses another image type and a body over 1 MB', async () => {
    // Act
    const gif = await invoke('updateUser', {
      token: student.token,
      body: { profileimg: dataUrl('gif', Buffer.from('GIF89a')) },
    });
    const huge = await invoke('updateUser', {
      token: student.token,
      body: { profileimg: dataUrl('png', Buffer.alloc(800 * 1024)) },
    });

    // Assess
    expect(gif.status).toBe(400);
    expect(gif.body.errors).toEqual([{ path: 'profileimg', message: 'Field is not valid' }]);
    expect(huge).toMatchObject({
      status: 413,
      body: { message: 'Request body is larger than 1048576 bytes' },
    });
  });

  it('lets only students set a room and floor', async () => {
    // Act
    const answer = await invoke('updateUser', { token: keeper.token, body: { room: '3', floor: '1' } });

    // Assess
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'input.invalid',
      message: 'Field is not valid',
      errors: [
        { path: 'room', message: 'Only students have a room and floor' },
        { path: 'floor', message: 'Only students have a room and floor' },
      ],
    });
    expect((await invoke('authGetUser', { token: keeper.token })).body.data).not.toHaveProperty('room');
  });

  it('refuses fields that are not part of the profile', async () => {
    // Act
    const answer = await invoke('updateUser', {
      token: student.token,
      body: { role: 'admin', hostelId: 'x' },
    });

    // Assess
    expect(answer.status).toBe(400);
    expect((await invoke('authGetUser', { token: student.token })).body.data.role).toBe('student');
  });
});
