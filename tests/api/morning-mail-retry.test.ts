/**
 * A morning mail whose send fails (issue 35), over DynamoDB Local with SES mocked for the faults: a
 * transient failure is tried again within the run, after growing waits, and each admin gets one mail; a
 * run that gives up records who was not mailed, logs the line the stack's alarm counts, and a later run
 * of the same day mails them once — even two later runs at the same moment.
 */
import {
  SendEmailCommand,
  type SendEmailCommandInput,
  SESClient,
  SESServiceException,
} from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';

import { env } from '#functions/env';
import { runScheduledWork } from '#functions/jobs/scheduled-work';
import { log } from '#functions/log';
import { morningMailAlarm } from '#infra/lib/constructs/morning-mail-alarm';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';

const auckland = (date: string, time: string) => new Date(Date.parse(`${date}T${time}:00+13:00`));
const throttled = () =>
  new SESServiceException({
    name: 'Throttling',
    $fault: 'client',
    message: 'Maximum sending rate exceeded.',
    $metadata: { httpStatusCode: 400 },
  });

const ses = mockClient(SESClient);
const outbox = env.outboxDir;
let admins: Account[];
let hostelId: string;
/** Addresses SES accepted a mail for, in order. */
let delivered: string[];
/** The waits asked for between tries. */
let waits: number[];
/** How many of the next sends fail before SES accepts again, and how. */
let failNext: number;
let failure: () => Error;

const sleep = (ms: number) => {
  waits.push(ms);
  return Promise.resolve();
};
const run = async (at: Date, anyHour = false) => {
  const { morning } = await runScheduledWork({ anyHour }, at, sleep);
  return morning.find((entry) => entry.hostelId === hostelId);
};
const sorted = (emails: string[]) => [...emails].sort();

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: auckland('2030-01-16', '09:00') });
  const hostel = await makeHostel();
  hostelId = hostel.id;
  admins = [await makeUser('admin', hostel), await makeUser('admin', hostel)];
  await invoke('updateHostelSettings', {
    token: admins[0]!.token,
    body: { timeZone: 'Pacific/Auckland', digestHour: 7 },
  });
  env.outboxDir = undefined;
});

beforeEach(() => {
  delivered = [];
  waits = [];
  failNext = 0;
  failure = throttled;
  ses.reset();
  ses.on(SendEmailCommand).callsFake((input: SendEmailCommandInput) => {
    if (failNext > 0) {
      failNext -= 1;
      throw failure();
    }
    delivered.push(...(input.Destination?.ToAddresses ?? []));
    return { MessageId: 'sent' };
  });
});

afterAll(() => {
  env.outboxDir = outbox;
  ses.restore();
  vi.useRealTimers();
});

describe('a morning mail SES fails to send', () => {
  it('is tried again within the run when SES fails twice, and each admin gets exactly one mail', async () => {
    failNext = 2;

    const first = await run(auckland('2030-01-17', '07:00'));
    const later = await run(auckland('2030-01-17', '08:00'));
    const forced = await run(auckland('2030-01-17', '15:00'), true);

    expect(first).toMatchObject({ outcome: 'mailed', mailed: 2, unsent: 0 });
    expect(sorted(delivered)).toEqual(sorted(admins.map((admin) => admin.email)));
    expect(waits).toEqual([1000, 2000]);
    expect(later).toMatchObject({ outcome: 'notTheHour', mailed: 0 });
    expect(forced).toMatchObject({ outcome: 'alreadySent', mailed: 0 });
  });

  it('when the run gives up, is counted, recorded, and sent once by the next run of the same day', async () => {
    const errors = vi.spyOn(log, 'error');
    failNext = Number.POSITIVE_INFINITY;

    const givenUp = await run(auckland('2030-01-18', '07:00'));
    const notSentLines = errors.mock.calls.filter(([message]) => message === morningMailAlarm.logMessage);
    failNext = 0;
    // Two runs at once (a retried invocation beside the next tick): each admin is mailed by one of them.
    const [next, beside] = await Promise.all([
      run(auckland('2030-01-18', '08:00')),
      run(auckland('2030-01-18', '08:00')),
    ]);
    const afterwards = await run(auckland('2030-01-18', '09:00'));

    expect(givenUp).toMatchObject({ outcome: 'mailed', mailed: 0, unsent: 2 });
    expect(waits).toEqual([1000, 2000, 1000, 2000]);
    expect(notSentLines.map(([, fields]) => fields?.userId).sort()).toEqual(
      admins.map((admin) => admin.id).sort(),
    );
    expect((next?.mailed ?? 0) + (beside?.mailed ?? 0)).toBe(2);
    expect(sorted(delivered)).toEqual(sorted(admins.map((admin) => admin.email)));
    expect(afterwards).toMatchObject({ outcome: 'notTheHour', mailed: 0 });
    errors.mockRestore();
  });

  it('is not tried again within the run when SES refuses it for good, but still by the next run', async () => {
    failNext = 1;
    failure = () =>
      Object.assign(new Error('Email address is not verified.'), {
        name: 'MessageRejected',
        $metadata: { httpStatusCode: 400 },
      });

    const first = await run(auckland('2030-01-19', '07:00'));
    const next = await run(auckland('2030-01-19', '10:00'));

    expect(first).toMatchObject({ outcome: 'mailed', mailed: 1, unsent: 1 });
    expect(waits).toEqual([]);
    expect(next).toMatchObject({ outcome: 'resent', mailed: 1, unsent: 0 });
    expect(delivered).toHaveLength(2);
    expect(sorted(delivered)).toEqual(sorted(admins.map((admin) => admin.email)));
  });
});
