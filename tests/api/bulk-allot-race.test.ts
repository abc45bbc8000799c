/**
 * Bulk allot racing others (issue 15), through the real handlers over DynamoDB Local: a student's delete
 * landing between the bulk allotment's read of a request and its write, a keeper removed and a request
 * allotted by someone else first. The refused rows are reported with their code; the rest are allotted.
 */
import { randomUUID } from 'node:crypto';

import { db } from '#functions/data/store/client';

import type { Account } from '../helpers/fixtures';
import { type Answer, invoke } from '../helpers/invoke';
import { bulk, hostelWith, requestOn } from './allotment-fixtures';
import { allotVia, assertInvariants, dateIn } from './requests-fixtures';

/**
 * Runs `during` once, just before the first transaction that writes the request `requestId` is sent: the
 * other party's change lands between the bulk allotment's read of the request and its conditional write.
 */
function beforeWriteOf(requestId: string, during: () => Promise<unknown>): () => void {
  let done = false;
  const name = `interleave-${randomUUID()}`;
  db.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { TransactItems?: { Update?: { Key?: unknown } }[] };
      const first = JSON.stringify(input.TransactItems?.[0]?.Update?.Key ?? {});
      if (
        !done &&
        context.commandName?.startsWith('TransactWrite') &&
        first.includes(`REQUEST#${requestId}`)
      ) {
        done = true;
        await during();
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return () => db.middlewareStack.remove(name);
}

describe('a bulk allotment racing a student', () => {
  it('reports the row the student deleted first, and allots the rest', async () => {
    // Prepare
    const world = await hostelWith(['Gil'], 3);
    const { admin, students, keepers } = world;
    const [gil] = keepers as [Account];
    const day = dateIn(14);
    const [first, deleted, last] = await Promise.all(students.map((student) => requestOn(student, day, '1')));
    let deletion: Answer | undefined;
    const stop = beforeWriteOf(deleted!._id, async () => {
      deletion = await invoke('deleteRequest', { token: students[1]!.token, body: { id: deleted!._id } });
    });

    // Act
    let answer: Answer;
    try {
      answer = await bulk(
        admin,
        [first!, deleted!, last!].map((request) => ({ id: request._id, roomKeeperId: gil.id })),
      );
    } finally {
      stop();
    }

    // Assess
    expect(deletion?.status).toBe(200);
    expect(answer.status).toBe(200);
    expect(answer.body.results).toEqual([
      expect.objectContaining({ id: first!._id, ok: true }),
      { id: deleted!._id, ok: false, code: 'workflow.notPending' },
      expect.objectContaining({ id: last!._id, ok: true }),
    ]);
    await assertInvariants({ hostelId: world.hostel.id, students, keepers });
  });

  it('reports rows whose keeper was removed, or already allotted by someone else', async () => {
    const { admin, students, keepers } = await hostelWith(['Hal', 'Ivy'], 2);
    const [hal, ivy] = keepers as [Account, Account];
    const day = dateIn(15);
    const [taken, free] = await Promise.all(students.map((student) => requestOn(student, day, '1')));
    await allotVia(admin, taken!, ivy);
    await invoke('deleteUsers', { token: admin.token, body: { ids: [hal.id] } });

    const answer = await bulk(admin, [
      { id: taken!._id, roomKeeperId: ivy.id },
      { id: free!._id, roomKeeperId: hal.id },
    ]);

    expect(answer.body.results).toEqual([
      { id: taken!._id, ok: false, code: 'workflow.notPending' },
      { id: free!._id, ok: false, code: 'keeper.notFound' },
    ]);
  });
});
