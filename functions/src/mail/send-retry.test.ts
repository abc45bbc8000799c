import { SESServiceException } from '@aws-sdk/client-ses';

import type { Mail } from './mailer';
import { isTransient, sendWithRetry } from './send-retry';

const mail: Mail = { to: 'admin@hostel.example', subject: 'Morning', text: 'Counts' };
const sdkError = (name: string, status: number, fault: 'client' | 'server' = 'client') =>
  Object.assign(new Error(name), { name, $fault: fault, $metadata: { httpStatusCode: status } });

describe('isTransient', () => {
  it.each([
    [
      'SES throttling',
      // SES answers a rate over the account's limit with the error code Throttling (HTTP 400).
      new SESServiceException({
        name: 'Throttling',
        $fault: 'client',
        message: 'Maximum sending rate exceeded.',
        $metadata: { httpStatusCode: 400 },
      }),
    ],
    ['a 503', sdkError('ServiceUnavailable', 503, 'server')],
    ['any 5xx', sdkError('Whatever', 500, 'server')],
    ['a 429', sdkError('Unknown', 429)],
    ['a reset connection', Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })],
  ])('takes %s for one that may pass', (_, error) => {
    expect(isTransient(error)).toBe(true);
  });

  it.each([
    ['a rejected message', sdkError('MessageRejected', 400)],
    ['an unverified sender', sdkError('MailFromDomainNotVerifiedException', 400)],
    ['a paused account', sdkError('SendingPausedException', 400)],
    ['a thrown string', 'nope'],
  ])('takes %s for one that will not', (_, error) => {
    expect(isTransient(error)).toBe(false);
  });
});

describe('sendWithRetry', () => {
  const policy = (waits: number[]) => ({
    attempts: 3,
    firstDelayMs: 1000,
    sleep: (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    },
  });

  it('tries again after 1 s and 2 s, and stops once sent', async () => {
    const waits: number[] = [];
    const send = vi
      .fn()
      .mockRejectedValueOnce(sdkError('Throttling', 400))
      .mockRejectedValueOnce(sdkError('Throttling', 400))
      .mockResolvedValue(undefined);

    await sendWithRetry(send, mail, policy(waits));

    expect(send).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('gives up after the last try with its error', async () => {
    const waits: number[] = [];
    const send = vi.fn().mockRejectedValue(sdkError('Throttling', 400));

    await expect(sendWithRetry(send, mail, policy(waits))).rejects.toThrow('Throttling');
    expect(send).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('does not try again a refusal that will not pass', async () => {
    const waits: number[] = [];
    const send = vi.fn().mockRejectedValue(sdkError('MessageRejected', 400));

    await expect(sendWithRetry(send, mail, policy(waits))).rejects.toThrow('MessageRejected');
    expect(send).toHaveBeenCalledOnce();
    expect(waits).toEqual([]);
  });
});
