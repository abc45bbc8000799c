/**
 * A flood of sign-ins for made-up accounts (each still costs a hash, so timing does not tell them apart)
 * meets a bounded number of hashes per instance: past it, a fast 503 with Retry-After instead of a queue.
 */
// A hash costly enough that fifty of them cannot all finish before the last one starts (set before the
// handlers load: they read it at import).
process.env.PASSWORD_HASH_COST = String(2 ** 15);

import { makeHostel, makeUser, testPassword } from '../helpers/fixtures';
import { type Answer, invoke } from '../helpers/invoke';

const isFastBusy = (answer: Answer) =>
  answer.status === 503 &&
  answer.body?.code === 'server.busy' &&
  /^\d+$/.test(answer.headers['retry-after'] ?? '');

describe('a burst of unknown-email sign-ins', () => {
  it(
    'turns the excess away with 503 and Retry-After, and a real sign-in among them answers 200 or the same 503',
    { timeout: 60_000 },
    async () => {
      // Prepare
      const owner = await makeUser('student', await makeHostel());

      // Act
      const flood = Array.from({ length: 50 }, (_, i) =>
        invoke('authLogin', {
          body: { email: `nobody-${i}@flood.test`, password: 'guess', role: 'student' },
          headers: { 'x-viewer-address': `198.18.0.${i + 1}` },
        }),
      );
      const real = invoke('authLogin', {
        body: { email: owner.email, password: testPassword, role: 'student' },
      });
      const [floodAnswers, realAnswer] = await Promise.all([Promise.all(flood), real]);

      // Assess
      expect(floodAnswers.every((answer) => answer.status === 204 || isFastBusy(answer))).toBe(true);
      expect(floodAnswers.filter(isFastBusy).length).toBeGreaterThan(0);
      expect(realAnswer.status === 200 || isFastBusy(realAnswer)).toBe(true);
    },
  );
});
