/**
 * The allot dialog's suggestion and auto-allot after a turn-back (issue 28), through the real handlers over
 * DynamoDB Local: the keeper who turned a request back for its date is neither suggested for it nor given
 * it by auto-allot, and the keepers' average ratings break ties.
 */
import { randomUUID } from 'node:crypto';

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { db, tableName } from '#functions/data/store/client';
import { keys } from '#functions/data/store/keys';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { allotVia, createVia } from './requests-fixtures';

interface Offered {
  _id: string;
  suggested: boolean;
}

const suggestedOf = (answer: { body: Offered[] }) =>
  answer.body.filter((keeper) => keeper.suggested).map((keeper) => keeper._id);

const optionsFor = (admin: Account, request: { date: string; floor: string }, id?: string) =>
  invoke('allotOptions', {
    token: admin.token,
    query: { date: request.date, floor: request.floor, ...(id ? { request: id } : {}) },
  });

/** The ratings a keeper's user item sums, as the rating transaction leaves them. */
async function rated(keeper: Account, stars: number[]) {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(keeper.id),
      UpdateExpression: 'SET ratingSum = :sum, ratingCount = :count',
      ExpressionAttributeValues: { ':sum': stars.reduce((a, b) => a + b, 0), ':count': stars.length },
    }),
  );
}

async function hostelWith(keeperNames: string[]) {
  const hostel = await makeHostel();
  const admin = await makeUser('admin', hostel);
  const student = await makeUser('student', hostel);
  const keepers = await Promise.all(keeperNames.map((name) => makeUser('roomkeeper', hostel, { name })));
  return { hostel, admin, student, keepers };
}

describe('after a keeper turns a request back', () => {
  it('suggests another keeper for it, and auto-allot gives it to another keeper', async () => {
    const { admin, student, keepers } = await hostelWith(['Ada', 'Bea']);
    const [ada, bea] = keepers as [Account, Account];
    const request = await createVia(student, 4);
    await allotVia(admin, request, ada);
    const back = await invoke('rejectRequest', {
      token: ada.token,
      body: { id: request._id, message: 'No access', reason: 'noAccess' },
    });
    expect(back.status).toBe(200);

    const forRequest = await optionsFor(admin, request, request._id);
    const forSlot = await optionsFor(admin, request);
    const plan = await invoke('allotPlan', { token: admin.token, body: { ids: [request._id] } });

    // Both carry no load that day: by name alone Ada would be first, as for the date and floor alone.
    expect(suggestedOf(forSlot)).toEqual([ada.id]);
    expect(forRequest.status).toBe(200);
    expect(suggestedOf(forRequest)).toEqual([bea.id]);
    expect(forRequest.body.map((keeper: Offered) => keeper._id).sort()).toEqual([ada.id, bea.id].sort());
    expect(plan.body.rows).toMatchObject([{ id: request._id, roomKeeperId: bea.id }]);
  });

  it('suggests no one when the only keeper turned it back', async () => {
    const { admin, student, keepers } = await hostelWith(['Solo']);
    const [solo] = keepers as [Account];
    const request = await createVia(student, 4);
    await allotVia(admin, request, solo);
    await invoke('rejectRequest', {
      token: solo.token,
      body: { id: request._id, message: 'Student asked to skip', reason: 'skipAsked' },
    });

    const options = await optionsFor(admin, request, request._id);
    const plan = await invoke('allotPlan', { token: admin.token, body: { ids: [request._id] } });

    expect(suggestedOf(options)).toEqual([]);
    expect(plan.body.rows).toHaveLength(1);
    expect(plan.body.rows[0]).not.toHaveProperty('roomKeeperId');
  });

  it("answers another hostel's request as a missing one", async () => {
    const { admin, student, keepers } = await hostelWith(['Ada', 'Bea']);
    const [ada] = keepers as [Account, Account];
    const request = await createVia(student, 4);
    await allotVia(admin, request, ada);
    await invoke('rejectRequest', { token: ada.token, body: { id: request._id, message: 'Locked' } });
    const elsewhere = await makeUser('admin', await makeHostel());

    const theirs = await optionsFor(elsewhere, request, request._id);
    const missing = await optionsFor(elsewhere, request, randomUUID());

    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual(missing.body);
  });
});

describe('ratings', () => {
  it('break a tie in load: the better rated keeper is suggested, an unrated one counts as a 3', async () => {
    const { admin, student, keepers } = await hostelWith(['Ada', 'Bea', 'Cyd']);
    const [ada, bea, cyd] = keepers as [Account, Account, Account];
    const request = await createVia(student, 4);
    const before = await optionsFor(admin, request);
    await rated(ada, [2, 3]);
    await rated(bea, [5, 4]);

    const withRatings = await optionsFor(admin, request);
    await rated(bea, [1]);
    const beaLow = await optionsFor(admin, request);

    expect(suggestedOf(before)).toEqual([ada.id]);
    expect(suggestedOf(withRatings)).toEqual([bea.id]);
    // Cyd, unrated (3), comes before Ada (2.5) and Bea (1).
    expect(suggestedOf(beaLow)).toEqual([cyd.id]);
  });
});
