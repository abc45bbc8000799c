import { keys } from '#functions/data/store/keys';

import { makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { idsInPartition, storedItem, storeRequest } from '../helpers/stored-requests';

describe('POST /api/deleteUsers racing allotments', () => {
  it('leaves no request Scheduled to a keeper removed while allotments land', async () => {
    // Prepare
    const hostel = await makeHostel();
    const admin = await makeUser('admin', hostel);
    const keeper = await makeUser('roomkeeper', hostel);
    const students = await Promise.all([1, 2, 3, 4].map(() => makeUser('student', hostel)));
    const requests = await Promise.all(students.map((student) => storeRequest(student, 'Pending')));

    // Act
    const [removal, ...allotments] = await Promise.all([
      invoke('deleteUsers', { token: admin.token, body: { ids: [keeper.id] } }),
      ...requests.map((request) =>
        invoke('allotRequest', { token: admin.token, body: { id: request._id, roomKeeperId: keeper.id } }),
      ),
    ]);

    // Assess
    expect(removal).toMatchObject({ status: 200, body: { removed: [keeper.id] } });
    for (const answer of allotments) expect([200, 404, 409]).toContain(answer.status);
    expect(await idsInPartition('keeper', keeper.id, 'Scheduled')).toEqual([]);
    expect(await idsInPartition('hostel', hostel.id, 'Pending')).toEqual(requests.map((r) => r._id).sort());
    for (const student of students) {
      expect(await storedItem(keys.user(student.id))).toMatchObject({ openRequests: 1, scheduled: 0 });
    }
    expect(await storedItem(keys.user(keeper.id))).toMatchObject({
      scheduled: 0,
      deletedAt: expect.any(String),
    });
  });
});
