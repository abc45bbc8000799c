/**
 * The DynamoDB calls of the photo routes (docs/dynamodb-calls.md, issue 32): an upload reads the caller
 * and two attributes of their hostel, whatever the hostel has stored; a refused type reads only the caller.
 * Done with photos and the timeline's photos are counted with their routes (`requests-calls.test.ts`).
 */
import { callsOf } from '../helpers/dynamo-calls';
import { type Account, hostelWithRoles } from '../helpers/fixtures';

let keeper: Account;
let admin: Account;

beforeAll(async () => {
  ({ keeper, admin } = await hostelWithRoles());
});

describe('DynamoDB calls of the photo routes', () => {
  it('are the documented ones', async () => {
    const upload = await callsOf('createPhotoUpload', {
      token: keeper.token,
      body: { contentType: 'image/png' },
    });
    const refused = await callsOf('createPhotoUpload', {
      token: keeper.token,
      body: { contentType: 'image/gif' },
    });
    const byAdmin = await callsOf('createPhotoUpload', {
      token: admin.token,
      body: { contentType: 'image/webp' },
    });
    expect({ upload, refused, byAdmin }).toEqual({
      upload: { status: 200, commands: ['GetItem', 'GetItem'] },
      refused: { status: 400, commands: ['GetItem'] },
      byAdmin: { status: 200, commands: ['GetItem', 'GetItem'] },
    });
  });
});
