/**
 * Removing users with open requests, then the analytics backfill (issue 27, item 8): the live day items and
 * the ones the backfill rebuilds from the stored requests must be the same numbers. A removed student's
 * open requests are Rejected — counted as rejected on the day of the removal, as the backfill reads them
 * off their history — and a removed keeper's released allotments no longer count as theirs.
 */
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { dayItems } from './analytics-expected';
import { allotVia, createVia, dateIn } from './requests-fixtures';

let hostelId: string;
let admin: Account;
let keepers: Account[];

beforeAll(async () => {
  const hostel = await makeHostel();
  hostelId = hostel.id;
  admin = await makeUser('admin', hostel);
  keepers = [await makeUser('roomkeeper', hostel), await makeUser('roomkeeper', hostel)];
});

const series = () => [`STATS#HOSTEL#${hostelId}`, ...keepers.map((keeper) => `STATS#KEEPER#${keeper.id}`)];
const today = { from: dateIn(-1), to: dateIn(1) };

async function rebuilt() {
  const { rebuildHostelStats } = await import('#functions/domain/stats-backfill');
  const { db, tableName } = await import('#functions/data/store/client');
  const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
  for (const item of await dayItems(series()))
    await db.send(new DeleteCommand({ TableName: tableName, Key: { pk: item.pk, sk: item.sk } }));
  await rebuildHostelStats(hostelId);
  return dayItems(series());
}

describe('the backfill after removals', () => {
  it('rebuilds what the live changes counted when a student and a keeper with open requests are removed', async () => {
    const [kim, lee] = keepers as [Account, Account];
    const leaving = await makeUser('student', { id: hostelId, name: admin.hostel });
    const staying = await makeUser('student', { id: hostelId, name: admin.hostel });
    await createVia(leaving, 2);
    await allotVia(admin, await createVia(leaving, 3), kim);
    await allotVia(admin, await createVia(leaving, 4), lee);
    const released = await allotVia(admin, await createVia(staying, 2), lee);

    const removedStudent = await invoke('deleteUsers', { token: admin.token, body: { ids: [leaving.id] } });
    const removedKeeper = await invoke('deleteUsers', { token: admin.token, body: { ids: [lee.id] } });
    await allotVia(admin, released, kim);
    const analytics = await invoke('analytics', { token: admin.token, query: today });
    const live = await dayItems(series());

    expect([removedStudent.status, removedKeeper.status]).toEqual([200, 200]);
    // Three open requests of the removed student, each Rejected by the removal.
    expect(analytics.body.totals).toMatchObject({ created: 4, allotted: 4, rejected: 3 });
    expect(await rebuilt()).toEqual(live);
  });
});
