/**
 * The sign-in throttle and the hash bound with the store mocked: a check is reserved before any hash,
 * a refused or failed reservation costs no hash, a check that cannot be hashed gives its reservation back,
 * and a registration for a taken email is answered before hashing.
 */
import { ConditionalCheckFailedException, ThrottlingException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';

import { emailDigest } from '#functions/log';

import { invoke } from '../helpers/invoke';

const hashes = vi.hoisted(() => ({ verify: 0, hash: 0, busy: false }));

vi.mock('#functions/security/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('#functions/security/passwords')>();
  return {
    ...real,
    verifyPassword: async (password: string, stored: string | undefined) => {
      hashes.verify += 1;
      if (hashes.busy) throw new real.HashingBusy();
      return real.verifyPassword(password, stored);
    },
    hashPassword: async (password: string) => {
      hashes.hash += 1;
      return real.hashPassword(password);
    },
  };
});

const dynamo = mockClient(DynamoDBDocumentClient);
const userId = '6f1c1f9e-3b7a-4c1e-9a53-2f0e6c0b8d11';
const student = {
  _id: userId,
  name: 'Sam Student',
  email: 'sam@test.hostel',
  role: 'student',
  hostel: 'Demo Hostel',
  hostelId: 'demo-hostel',
  tokenVersion: 1,
};
const signIn = { body: { email: 'sam@test.hostel', password: 'a wrong one', role: 'student' } };

/** The store as the login sees it: Sam's account, and no throttle counts yet. */
function accountStored() {
  dynamo.on(GetCommand).callsFake((input: { Key: { pk: string } }) => {
    if (input.Key.pk.startsWith('EMAIL#')) return { Item: { userId } };
    if (input.Key.pk.startsWith('USER#')) return { Item: student };
    return {};
  });
}

const reservations = () =>
  dynamo
    .commandCalls(UpdateCommand)
    .filter((call) => String(call.args[0].input.ConditionExpression).includes('attempts < :max'));

beforeEach(() => {
  dynamo.reset();
  Object.assign(hashes, { verify: 0, hash: 0, busy: false });
});

describe('sign-in throttle with the store mocked', () => {
  it('answers 429 with Retry-After and hashes nothing when the client has used up its checks', async () => {
    // Prepare
    accountStored();
    dynamo
      .on(UpdateCommand)
      .rejects(
        new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }),
      );

    // Act
    const answer = await invoke('authLogin', signIn);

    // Assess
    expect(answer).toMatchObject({
      status: 429,
      headers: { 'retry-after': expect.stringMatching(/^\d+$/) },
      body: { code: 'auth.throttled' },
    });
    expect(reservations()).toHaveLength(1);
    expect(hashes.verify).toBe(0);
  });

  it('answers 503 and hashes nothing when the store throttles the reservation', async () => {
    // Prepare
    accountStored();
    dynamo.on(UpdateCommand).rejects(new ThrottlingException({ message: 'slow down', $metadata: {} }));

    // Act
    const answer = await invoke('authLogin', signIn);

    // Assess
    expect(answer).toMatchObject({
      status: 503,
      headers: { 'retry-after': '1' },
      body: { code: 'server.busy' },
    });
    expect(hashes.verify).toBe(0);
  });

  it('gives the reservation back when the instance is too busy to hash, and answers a fast 503', async () => {
    // Prepare
    accountStored();
    dynamo.on(UpdateCommand).resolves({ Attributes: { attempts: 1 } });
    hashes.busy = true;

    // Act
    const answer = await invoke('authLogin', signIn);

    // Assess
    expect(answer).toMatchObject({
      status: 503,
      headers: { 'retry-after': '1' },
      body: { code: 'server.busy' },
    });
    const releases = dynamo
      .commandCalls(UpdateCommand)
      .filter((call) => call.args[0].input.UpdateExpression === 'ADD attempts :minusOne');
    expect(releases).toHaveLength(1);
    expect(releases[0]?.args[0].input.Key).toEqual(reservations()[0]?.args[0].input.Key);
  });

  it('turns a sign-in away before any read when every hashing slot and queue place is taken', async () => {
    // Prepare: the instance's slots and queue held by work that ends when the test says so
    accountStored();
    const { hashLimits, withHashSlot } = await import('#functions/security/passwords');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: hashLimits.running + hashLimits.waiting }, () =>
      withHashSlot(() => released),
    );

    // Act
    const answer = await invoke('authLogin', signIn);
    release();
    await Promise.all(holders);

    // Assess
    expect(answer).toMatchObject({
      status: 503,
      headers: { 'retry-after': '1' },
      body: { code: 'server.busy' },
    });
    expect(dynamo.calls()).toHaveLength(0);
    expect(hashes.verify).toBe(0);
  });

  it('reserves the check before hashing, for the account and this client only', async () => {
    // Prepare
    accountStored();
    dynamo.on(UpdateCommand).resolves({ Attributes: { attempts: 1 } });

    // Act
    const answer = await invoke('authLogin', { ...signIn, headers: { 'x-viewer-address': '203.0.113.9' } });

    // Assess
    expect(answer.status).toBe(203);
    expect(hashes.verify).toBe(1);
    expect(reservations()[0]?.args[0].input.Key?.pk).toBe(
      `THROTTLE#login-client#student#${emailDigest('sam@test.hostel')}#v1#203.0.113.9`,
    );
  });
});

describe('registration', () => {
  it('answers a taken email before hashing the password', async () => {
    // Prepare
    dynamo.on(GetCommand).callsFake((input: { Key: { pk: string } }) => {
      if (input.Key.pk.startsWith('HOSTEL#'))
        return {
          Item: { id: 'demo-hostel', name: 'Demo Hostel', students: 1, roomkeepers: 1, completed: 0 },
        };
      if (input.Key.pk.startsWith('EMAIL#')) return { Item: { userId } };
      return { Item: student };
    });

    // Act
    const answer = await invoke('authRegister', {
      body: {
        email: 'sam@test.hostel',
        fullname: 'Sam Again',
        hostel: 'Demo Hostel',
        password: 'secret one 1',
      },
    });

    // Assess
    expect(answer).toMatchObject({ status: 203, body: { message: 'Email already registered.' } });
    expect(hashes.hash).toBe(0);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
