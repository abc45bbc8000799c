/**
 * The demo hostel's building (issue 30): `npm start` seeds it with the demo accounts, again without
 * adding a room twice, and the demo student's profile names one of its rooms by the same texts.
 */
import { demoAccounts, demoBuilding, demoPassword, demoRooms, seedDemo } from '#local/seed';

import { invoke } from '../helpers/invoke';

describe('the demo building', () => {
  it('is seeded once, and holds the room and floor the demo student’s profile names', async () => {
    await seedDemo();
    await seedDemo();
    const admin = demoAccounts.find((account) => account.role === 'admin')!;
    const login = await invoke('authLogin', {
      body: { email: admin.email, password: demoPassword, role: 'admin' },
    });
    const listed = await invoke('listRooms', {
      token: login.body.authToken,
      query: { building: demoBuilding },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(demoRooms.length);
    const student = demoAccounts.find((account) => account.role === 'student')!;
    expect(listed.body.data).toContainEqual(
      expect.objectContaining({ building: demoBuilding, floor: student.floor, number: student.room }),
    );
    // Its residents: the demo student in their room 101, two students in the twin 105.
    const residents = Object.fromEntries(
      listed.body.data.map((room: { number: string; residents: number }) => [room.number, room.residents]),
    );
    expect(residents).toMatchObject({ '101': 1, '102': 1, '105': 2, '204': 1, '103': 0 });
    expect(listed.body.floors).toEqual([
      { building: demoBuilding, floor: '1', rooms: 8, outOfService: 0 },
      { building: demoBuilding, floor: '2', rooms: 6, outOfService: 0 },
    ]);
  });
});
