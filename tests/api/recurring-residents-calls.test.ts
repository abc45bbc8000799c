/**
 * The DynamoDB calls of the residents' side of recurring cleaning (issue 31; docs/dynamodb-calls.md): a
 * skip or a move is the request's read, the rules and the admins, and one transaction; the room's cleans
 * are one Query of its request pointers and one BatchGet; the job's notice is a Query per planned date in
 * its window, one BatchGet of the requests due and, per occurrence, the room's residents and one
 * transaction — the same at one room as at many.
 */
import { onDynamoCall } from '#functions/data/store/client';
import { todayIn } from '#shared/request-dates';

import { callsOf } from '../helpers/dynamo-calls';
import { makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { residentClean } from '../helpers/recurrences';

const same = (date: string) => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + (next.getUTCDay() === 0 ? -1 : 1));
  return next.toISOString().slice(0, 10);
};

describe('DynamoDB calls of the residents’ recurring routes', () => {
  it('are the documented ones', async () => {
    const hostel = await makeHostel();
    const student = await makeUser('student', hostel);
    const token = student.token;
    const first = await residentClean(hostel.id, student.id);
    const mine = await callsOf('roomRecurringCleans', { token });
    const moved = await callsOf('moveRecurringClean', {
      token,
      body: { id: first.requestId, date: same(first.date), time: '11:00' },
    });
    const skipped = await callsOf('skipRecurringClean', { token, body: { id: first.requestId } });
    // A missing id reads as much as a found one up to the refusal: nothing tells the two apart.
    const refused = await callsOf('skipRecurringClean', {
      token,
      body: { id: '00000000-0000-4000-8000-000000000000' },
    });

    expect({ mine, moved, skipped, refused }).toEqual({
      mine: { status: 200, commands: ['GetItem', 'GetItem', 'Query', 'BatchGetItem'] },
      moved: { status: 200, commands: ['GetItem', 'GetItem', 'GetItem', 'Query', 'TransactWriteItems'] },
      skipped: {
        status: 200,
        commands: ['GetItem', 'GetItem', 'GetItem', 'Query', 'GetItem', 'TransactWriteItems'],
      },
      refused: { status: 404, commands: ['GetItem', 'GetItem', 'GetItem', 'Query'] },
    });
  }, 60_000);

  it('tell ahead with a Query per planned date of the window and one transaction per occurrence', async () => {
    const hostel = await makeHostel();
    const admin = await makeUser('admin', hostel);
    const student = await makeUser('student', hostel);
    // Made with no notice, then told with a week's: this run makes nothing and only tells.
    await invoke('updateHostelSettings', { token: admin.token, body: { noticeHours: 0 } });
    await residentClean(hostel.id, student.id);
    await invoke('updateHostelSettings', { token: admin.token, body: { noticeHours: 168 } });
    const { getSettings } = await import('#functions/data/hostel-settings');
    const { tellAhead, lookBackDays } = await import('#functions/domain/recurring-notice');
    const settings = await getSettings(hostel.id);
    const now = new Date();
    const until = todayIn('UTC', new Date(now.getTime() + 168 * 3_600_000));

    const commands: string[] = [];
    const stop = onDynamoCall((command) => commands.push(command.replace(/Command$/, '')));
    const told = await tellAhead(hostel.id, settings.rules, now).finally(stop);

    const dates = lookBackDays + 1 + (Date.parse(until) - Date.parse(todayIn('UTC', now))) / 86_400_000;
    expect(told).toEqual({ told: 1, settled: 0 });
    expect(commands).toEqual([
      ...Array<string>(dates).fill('Query'),
      'BatchGetItem',
      'Query',
      'TransactWriteItems',
    ]);
  }, 60_000);
});
