/**
 * `npm run rooms:backfill` (issue 30) over DynamoDB Local: rooms are made from the distinct room/floor
 * texts of a hostel's students and requests, what matches is linked, what cannot be is reported with a
 * reason, and a second run adds and links nothing.
 */
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { dateIn, storedItem } from './requests-fixtures';

let hostel: { id: string; name: string };
let admin: Account;
let first: Account;
let second: Account;
let upstairs: Account;
let oddText: Account;

beforeAll(async () => {
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  first = await makeUser('student', hostel, { room: '101', floor: '1' });
  second = await makeUser('student', hostel, { room: '101', floor: '1' });
  upstairs = await makeUser('student', hostel, { room: '201', floor: '2' });
  oddText = await makeUser('student', hostel, { room: 'A#1', floor: '1' });
});

const backfill = async (resume?: string) => {
  const { backfillRooms } = await import('#functions/domain/rooms-backfill');
  return backfillRooms(hostel.id, { building: 'Main', typeId: 'single', beds: 1, resume });
};

describe('the rooms backfill', () => {
  it('creates the rooms the texts name, links what matches, reports the rest, and is safe to run again', async () => {
    const typed = (student: Account, room: string, floor: string, days: number) =>
      invoke('createRequest', {
        token: student.token,
        body: { room, floor, date: dateIn(days), time: '10:00' },
      });
    const matching = (await typed(upstairs, '201', '2', 1)).body.request;
    const wrongFloor = (await typed(upstairs, '101', '7', 2)).body.request;

    const run = await backfill();

    expect(run.roomsCreated).toBe(2);
    expect(run.usersLinked).toBe(2);
    expect(run.requestsLinked).toBe(1);
    const reasons = run.notLinked.map(({ kind, id, reason }) => [kind, id, reason]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        ['user', oddText.id, 'badText'],
        ['request', wrongFloor._id, 'floorDiffers'],
      ]),
    );
    // The two students of the single room 101: one lives there, the other is reported.
    const full = run.notLinked.filter((miss) => miss.reason === 'noFreeBed').map((miss) => miss.id);
    expect(full).toHaveLength(1);
    expect([first.id, second.id]).toContain(full[0]);
    expect(run.notLinked).toHaveLength(3);

    const rooms = await invoke('listRooms', { token: admin.token, query: { building: 'Main' } });
    const byNumber = new Map(
      rooms.body.data.map((room: { number: string; id: string }) => [room.number, room]),
    );
    const room201 = byNumber.get('201') as { id: string };
    expect(byNumber.get('101')).toMatchObject({ floor: '1', typeId: 'single', beds: 1 });
    expect((await storedItem({ pk: `USER#${upstairs.id}`, sk: 'USER' }))?.roomId).toBe(room201.id);
    expect(
      await storedItem({ pk: `HOSTEL#${hostel.id}#ROOM#${room201.id}`, sk: `RESIDENT#${upstairs.id}` }),
    ).toMatchObject({
      name: upstairs.name,
      // Written as an admin's assignment writes it: a room's page shows since when they live there.
      since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const onRoom = await invoke('roomRequests', { token: admin.token, query: { room: room201.id } });
    expect(onRoom.body.data).toEqual([
      expect.objectContaining({
        _id: matching._id,
        room: '201',
        floor: '2',
        roomId: room201.id,
        roomPlace: 'main#000000002#000000201',
      }),
    ]);

    const again = await backfill();
    expect(again).toMatchObject({ roomsCreated: 0, usersLinked: 0, requestsLinked: 0 });
    // What could not be linked is reported again, and still nothing is written for it.
    expect(again.notLinked.map((miss) => miss.reason).sort()).toEqual([
      'badText',
      'floorDiffers',
      'noFreeBed',
    ]);
    const room101 = await storedItem({
      pk: `HOSTEL#${hostel.id}#ROOM#${(byNumber.get('101') as { id: string }).id}`,
      sk: 'ROOM',
    });
    expect(room101?.residents).toBe(1);
    // The count moved the room's version, so an edit read before it cannot undo it.
    expect(room101?.version).toBe(2);
  });

  it('goes on from where a stopped run reported it was', async () => {
    const positions: string[] = [];
    const { backfillRooms } = await import('#functions/domain/rooms-backfill');
    await backfillRooms(hostel.id, {
      building: 'Main',
      typeId: 'single',
      beds: 1,
      progress: (position) => positions.push(position),
    });
    // The students' list is one page; going on after it reads only the requests' lists.
    const fromRequests = await backfill(positions[0]);
    expect(fromRequests.notLinked.map((miss) => miss.kind)).toEqual(['request']);
  });
});
