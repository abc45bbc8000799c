/**
 * The demo hostel and its three accounts (DESIGN §7). Running it again changes nothing. Demo Hostel takes
 * self-registrations for approval, every hostel's default: a stranger who registers confirms their email
 * with the link in `.data/outbox/`, then waits for the demo admin, while the demo student, made here and
 * not through registration, is an active student. Its clock
 * is this machine's time zone, so the demo's "today" is the one on the screen beside it.
 */
import type { Role } from '#shared/domain';

export const demoHostel = 'Demo Hostel';
export const demoPassword = 'demo1234';
export const demoAccounts: readonly {
  role: Role;
  email: string;
  name: string;
  phone: string;
  room?: string;
  floor?: string;
}[] = [
  { role: 'admin', email: 'admin@demo.hostel', name: 'Asha Admin', phone: '+1 555 0100' },
  { role: 'roomkeeper', email: 'keeper@demo.hostel', name: 'Ravi Keeper', phone: '+1 555 0101' },
  {
    role: 'student',
    email: 'student@demo.hostel',
    name: 'Sam Student',
    phone: '+1 555 0102',
    room: '101',
    floor: '1',
  },
];

/**
 * The demo hostel's small building (issue 30): two floors of rooms with a kitchen and a shared bathroom
 * each. The demo student's profile says floor 1, room 101: the same texts as their room here.
 */
export const demoBuilding = 'Main';
export const demoRooms: readonly { floor: string; number: string; typeId: string }[] = [
  ...['101', '102', '103', '104'].map((number) => ({ floor: '1', number, typeId: 'single' })),
  ...['105', '106'].map((number) => ({ floor: '1', number, typeId: 'twin' })),
  { floor: '1', number: '1K', typeId: 'kitchen' },
  { floor: '1', number: '1B', typeId: 'bathroom' },
  ...['201', '202', '203'].map((number) => ({ floor: '2', number, typeId: 'single' })),
  { floor: '2', number: '204', typeId: 'dormitory' },
  { floor: '2', number: '2K', typeId: 'kitchen' },
  { floor: '2', number: '2C', typeId: 'common' },
];

/**
 * The demo building's residents (issue 30): the demo student in the room their profile names, and a few
 * more students (invited, without a password: they only live there) so that the rooms show residents.
 */
export const demoResidents: readonly { email: string; name: string; number: string }[] = [
  { email: 'student@demo.hostel', name: 'Sam Student', number: '101' },
  { email: 'lena@demo.hostel', name: 'Lena Lodger', number: '102' },
  { email: 'omar@demo.hostel', name: 'Omar Okafor', number: '105' },
  { email: 'mei@demo.hostel', name: 'Mei Tanaka', number: '105' },
  { email: 'jonas@demo.hostel', name: 'Jonas Berg', number: '204' },
];

/** Puts each demo resident in their room, once: a student already placed (or moved by the admin) stays. */
async function seedResidents(hostel: { id: string; name: string }): Promise<void> {
  const { numberOwners, numberKeyOf } = await import('#functions/data/rooms');
  const { createUser, findUserByEmail } = await import('#functions/data/users');
  const { placeStudent } = await import('#functions/domain/residence');
  const owners = await numberOwners(
    hostel.id,
    demoResidents.map((resident) => ({ building: demoBuilding, number: resident.number })),
  );
  for (const resident of demoResidents) {
    const roomId = owners.get(numberKeyOf({ building: demoBuilding, number: resident.number }));
    const student =
      (await findUserByEmail('student', resident.email)) ??
      (await createUser({ role: 'student', name: resident.name, email: resident.email, hostel }));
    if (roomId && student.roomId === undefined && student.hostelId === hostel.id)
      await placeStudent(hostel.id, student._id, { roomId });
  }
}

/** Adds the demo building's rooms that are not there yet (an admin's edits to them stay). */
async function seedRooms(hostelId: string): Promise<void> {
  const { numberOwners, numberKeyOf } = await import('#functions/data/rooms');
  const { addRooms } = await import('#functions/data/room-writes');
  const { defaultRoomTypes } = await import('#shared/rooms');
  const wanted = demoRooms.map((room) => ({
    building: demoBuilding,
    ...room,
    beds: defaultRoomTypes.find((type) => type.id === room.typeId)?.beds ?? 0,
  }));
  const owners = await numberOwners(hostelId, wanted);
  await addRooms(
    hostelId,
    wanted.filter((room) => !owners.has(numberKeyOf(room))),
  );
}

/** Needs the data layer's environment (TABLE_NAME, DYNAMODB_ENDPOINT) set before it is called. */
export async function seedDemo(): Promise<void> {
  const { ensureHostel } = await import('#functions/data/hostels');
  const { changeSettings, getSettings } = await import('#functions/data/hostel-settings');
  const { createUser, findUserByEmail } = await import('#functions/data/users');
  const { hashPassword } = await import('#functions/security/passwords');
  const hostel = await ensureHostel(demoHostel);
  // Only while the rules were never changed: an admin's own choice stays.
  if ((await getSettings(hostel.id)).rulesVersion === 0)
    await changeSettings(
      // The audit log names the demo's seeding as who set the machine's time zone.
      { _id: 'seed', name: 'npm start', hostelId: hostel.id },
      { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    );
  for (const account of demoAccounts) {
    if (await findUserByEmail(account.role, account.email)) continue;
    await createUser({ ...account, hostel, passwordHash: await hashPassword(demoPassword) });
  }
  await seedRooms(hostel.id);
  await seedResidents(hostel);
}
