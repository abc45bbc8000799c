/**
 * The DynamoDB calls of the API's reference (docs/dynamodb-calls.md): none, signed in or not. The OpenAPI
 * document is a file its function ships, and the route is public, so no user item is read either.
 */
import { callsOf } from '../helpers/dynamo-calls';
import { makeHostel, makeUser } from '../helpers/fixtures';

describe('DynamoDB calls of the reference routes', () => {
  it('are the documented ones', async () => {
    const admin = await makeUser('admin', await makeHostel());
    const measured = {
      anonymous: await callsOf('openApiDocument', {}),
      signedIn: await callsOf('openApiDocument', { token: admin.token }),
    };

    expect(measured).toEqual({
      anonymous: { status: 200, commands: [] },
      signedIn: { status: 200, commands: [] },
    });
  });
});
