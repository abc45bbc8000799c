/**
 * Authorization matrix rows of user management and the profile (`route-table/users.ts`; see
 * `../matrix-types.ts`). User management is the admin's, and only over their own hostel; the profile is
 * everyone's own.
 */
import { randomUUID } from 'node:crypto';

import { testPassword } from '../../helpers/fixtures';
import { adminOnly, expectAll, matrixRow } from '../matrix-types';

export const rows = [
  matrixRow({
    route: 'listUsers',
    call: () => ({ query: { role: 'student' } }),
    expect: adminOnly({ adminOther: 200 }),
    check: (answer, { actor, world }) => {
      if (answer.status !== 200) return;
      const ids = answer.body.items.map((item: { _id: string }) => item._id);
      if (actor === 'adminOwn') expect(ids).toContain(world.accounts.studentA.id);
      if (actor === 'adminOther') expect(ids).not.toContain(world.accounts.studentA.id);
    },
  }),
  matrixRow({
    route: 'createUser',
    call: () => ({
      body: {
        role: 'student',
        fullname: 'Matrix Invitee',
        email: `invitee-${randomUUID().slice(0, 8)}@test.hostel`,
      },
    }),
    // Another hostel's admin adds to their own hostel, never to this one.
    expect: expectAll(403, { anonymous: 401, adminOwn: 201, adminOther: 201 }),
    check: (answer, { me }) => {
      if (answer.status === 201) expect(answer.body.user.hostelId).toBe(me?.hostelId);
    },
  }),
  matrixRow({
    route: 'deleteUsers',
    case: 'a student of the hostel',
    prepare: (world) => world.makeUser('student', world.hostel),
    call: ({ prepared }) => ({ body: { ids: [prepared.id] } }),
    expect: adminOnly({ adminOther: 404 }),
  }),
  matrixRow({
    route: 'deleteUsers',
    case: 'a roomkeeper of the hostel',
    prepare: (world) => world.makeUser('roomkeeper', world.hostel),
    call: ({ prepared }) => ({ body: { ids: [prepared.id] } }),
    expect: adminOnly({ adminOther: 404 }),
  }),
  matrixRow({
    route: 'updateUser',
    call: () => ({ body: { phone: '+1 555 0199' } }),
    expect: expectAll(200, { anonymous: 401 }),
    check: (answer, { me }) => {
      if (answer.status === 200) expect(answer.body.data._id).toBe(me?.id);
    },
  }),
  matrixRow({
    route: 'updateUser',
    case: 'room and floor are for students only',
    call: () => ({ body: { room: '7', floor: '0' } }),
    expect: expectAll(400, { anonymous: 401, studentA: 200, studentB: 200 }),
  }),
  matrixRow({
    route: 'updatePassword',
    call: () => ({
      body: { currentPassword: testPassword, password: 'a new password', confirmPassword: 'a new password' },
    }),
    expect: expectAll(200, { anonymous: 401 }),
    isolate: true,
  }),
  matrixRow({
    route: 'listUsers',
    case: "searching student A's email",
    call: ({ world }) => ({ query: { role: 'student', search: world.accounts.studentA.email } }),
    expect: adminOnly({ adminOther: 200 }),
    check: (answer, { actor, world }) => {
      if (answer.status !== 200) return;
      const ids = answer.body.items.map((item: { _id: string }) => item._id);
      if (actor === 'adminOwn') expect(ids).toEqual([world.accounts.studentA.id]);
      if (actor === 'adminOther') expect(ids).toEqual([]);
    },
  }),
  matrixRow({
    route: 'setKeeperCapacity',
    call: ({ world }) => ({ body: { keeperId: world.accounts.keeperR1.id, minutes: 300 } }),
    // Another hostel's admin gets the keeper answered as missing, exactly as an unknown id.
    expect: adminOnly({ adminOther: 404 }),
    check: (answer, { world }) => {
      if (answer.status === 200)
        expect(answer.body).toMatchObject({ _id: world.accounts.keeperR1.id, capacity: 300 });
      if (answer.status === 404) expect(answer.body.code).toBe('keeper.notFound');
    },
  }),
  matrixRow({
    route: 'setKeeperCapacity',
    case: 'with a building, one both hostels have',
    prepare: async (world) => {
      const { addRooms } = await import('#functions/data/room-writes');
      const building = `B-${randomUUID().slice(0, 8)}`;
      for (const hostel of [world.hostel, world.otherHostel])
        await addRooms(hostel.id, [{ building, floor: '1', number: '101', typeId: 'single', beds: 1 }]);
      return { building, keeper: await world.makeUser('roomkeeper', world.hostel) };
    },
    call: ({ prepared }) => ({
      body: { keeperId: prepared.keeper.id, minutes: 300, building: prepared.building },
    }),
    // The building is known to the other hostel too: its admin gets the keeper answered as missing.
    expect: adminOnly({ adminOther: 404 }),
    check: (answer, { prepared }) => {
      if (answer.status === 200) expect(answer.body.building).toBe(prepared.building);
      if (answer.status === 404) expect(answer.body.code).toBe('keeper.notFound');
    },
  }),
];
