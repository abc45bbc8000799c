/**
 * Faults the store, the mailer and the secret store can throw at the auth routes, with AWS mocked.
 * (aws-sdk-client-mock replaces `send`, so the SDK's own retries never run: these are the outcomes
 * after retries ran out.)
 */
import {
  ProvisionedThroughputExceededException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';

import { invoke } from '../helpers/invoke';

const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESClient);
const secrets = mockClient(SecretsManagerClient);

beforeEach(() => {
  dynamo.reset();
  // A registration waiting for approval reads the hostel's admins to tell them: none here.
  dynamo.on(QueryCommand).resolves({ Items: [] });
  ses.reset();
  secrets.reset();
});

const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

const registration = {
  email: 'new@test.hostel',
  fullname: 'New Person',
  hostel: 'Demo Hostel',
  password: 'secret one 1',
};
const hostelItem = { id: 'demo-hostel', name: 'Demo Hostel', students: 1, roomkeepers: 1, completed: 0 };

describe('store faults', () => {
  it('answers 503 with Retry-After and a generic message when the store throttles', async () => {
    dynamo
      .on(GetCommand)
      .rejects(new ProvisionedThroughputExceededException({ message: 'slow down', $metadata: {} }));

    const answer = await invoke('authLogin', {
      body: { email: 'a@b.co', password: 'secret', role: 'admin' },
    });

    expect(answer).toMatchObject({
      status: 503,
      headers: { 'retry-after': '1' },
      body: { message: 'Service busy, try again shortly' },
    });
    expect(answer.text).not.toContain('slow down');
  });

  it('answers a generic 500 with no detail for an unexpected failure', async () => {
    dynamo.on(GetCommand).rejects(new Error('secret internals at line 42'));

    const health = await invoke('health');

    expect(health).toMatchObject({ status: 500, body: { message: 'Something went wrong on our side' } });
    expect(health.text).not.toContain('internals');
  });

  it("maps the email condition of the register transaction to 203 'Email already registered.'", async () => {
    dynamo.on(GetCommand).resolves({ Item: hostelItem });
    dynamo.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None', 'None']));

    const answer = await invoke('authRegister', { body: registration });

    expect(answer).toMatchObject({ status: 203, body: { message: 'Email already registered.' } });
  });

  it('maps a hostel removed during registration to 204', async () => {
    dynamo.on(GetCommand).resolves({ Item: hostelItem });
    dynamo.on(TransactWriteCommand).rejects(cancelled(['None', 'None', 'ConditionalCheckFailed']));

    const answer = await invoke('authRegister', { body: registration });

    expect(answer).toMatchObject({ status: 204, text: '' });
  });

  it('retries a transaction conflict a bounded number of times, then answers 503', async () => {
    dynamo.on(GetCommand).resolves({ Item: hostelItem });
    dynamo.on(TransactWriteCommand).rejects(cancelled(['TransactionConflict', 'None', 'None']));

    const answer = await invoke('authRegister', { body: registration });

    expect(answer.status).toBe(503);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(4);
  });

  it('does not retry a condition failure', async () => {
    dynamo.on(GetCommand).resolves({ Item: hostelItem });
    dynamo.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None', 'None']));

    await invoke('authRegister', { body: registration });

    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});

describe('mail faults', () => {
  it('answers forgot-password the same when SES refuses the mail', async () => {
    const userId = '6f1c1f9e-3b7a-4c1e-9a53-2f0e6c0b8d11';
    dynamo.on(GetCommand).callsFake((input: { Key: { pk: string } }) =>
      input.Key.pk.startsWith('EMAIL#')
        ? { Item: { userId } }
        : {
            Item: {
              _id: userId,
              name: 'Sam',
              email: 'sam@test.hostel',
              role: 'student',
              hostel: 'H',
              hostelId: 'h',
              tokenVersion: 1,
            },
          },
    );
    dynamo.on(UpdateCommand).resolves({ Attributes: { attempts: 1 } });
    dynamo.on(PutCommand).resolves({});
    ses.on(SendEmailCommand).rejects(new Error('MessageRejected'));

    const answer = await invoke('authForgotPassword', {
      body: { email: 'sam@test.hostel', role: 'student' },
    });

    expect(answer).toMatchObject({ status: 200, body: { message: expect.any(String) } });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    const sent = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(sent?.Message?.Body?.Text?.Data).toMatch(
      new RegExp(`^https://hostel\\.example/auth/reset-password/student/${userId}/[\\w-]{43}$`, 'm'),
    );
  });
});

describe('secret store faults', () => {
  afterEach(() => {
    delete process.env.JWT_SECRET_ARN;
    vi.resetModules();
  });

  it('answers 503 when the signing key cannot be read, and never verifies with a default key', async () => {
    vi.resetModules();
    process.env.JWT_SECRET_ARN = 'arn:aws:secretsmanager:us-east-1:000000000000:secret:jwt';
    secrets.on(GetSecretValueCommand).rejects(new Error('AccessDenied'));
    const token = (await import('jsonwebtoken')).default.sign(
      { sub: 'x', tv: 1 },
      process.env.JWT_SECRET as string,
      { algorithm: 'HS256', issuer: 'hostel-clean', audience: 'hostel-clean-api', expiresIn: 60 },
    );

    const answer = await invoke('authGetUser', { token });

    expect(answer).toMatchObject({ status: 503, body: { message: 'Service busy, try again shortly' } });
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    expect(dynamo.calls()).toHaveLength(0);
  });
});
