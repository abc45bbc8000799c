/**
 * `npm run rooms:backfill` (issue 30): creates the rooms of every hostel of a deployment, or of the one
 * named, from the distinct room/floor texts of its students and requests, and links what matches
 * (`functions/src/domain/rooms-backfill.ts`). Safe to run again: what is linked stays as it is and no
 * room is added twice; a run that stopped goes on with `--resume` and the text it printed last. Prints
 * what it could not link, with a reason each.
 */
import { parseArgs } from 'node:util';

import { tableOf } from './stack-table';

// The pinned SDK still supports this machine's Node 20; its notice would only be noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const usage = [
  'Usage: npm run rooms:backfill -- (--stack <stack name> | --table <table>) [--hostel "<hostel name>"]',
  '       [--building <name>] [--type <room type id>] [--resume <text>]',
  '',
  'Creates rooms from the room and floor texts of the students and requests of every hostel of the',
  'deployment, or of the one named, in one building ("Main" unless named) and of one type ("single"',
  "unless named; its beds are the type's), and links the students and requests whose floor matches.",
  '--stack reads the table from the stack outputs (needs the AWS CLI). DYNAMODB_ENDPOINT points it at',
  'DynamoDB Local. --resume (with --hostel) goes on where a stopped run of that hostel printed it was.',
].join('\n');

const reasons = {
  badText: 'the text cannot name a room (empty, too long or with "#")',
  floorDiffers: "the floor differs from the room's",
  noFreeBed: 'the room has no free bed',
} as const;

async function main(): Promise<void> {
  let table: string;
  let options: { hostel?: string | undefined; building: string; type: string; resume?: string | undefined };
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2),
      strict: true,
      allowPositionals: false,
      options: {
        stack: { type: 'string' },
        table: { type: 'string' },
        hostel: { type: 'string' },
        building: { type: 'string' },
        type: { type: 'string' },
        resume: { type: 'string' },
      },
    });
    if (values.resume && !values.hostel) throw new Error('--resume needs the --hostel it was printed for');
    const building = values.building ?? 'Main';
    if (!building.trim() || building.includes('#') || building.length > 30)
      throw new Error('--building must be 1 to 30 characters without "#"');
    table = tableOf(values);
    options = { hostel: values.hostel, building, type: values.type ?? 'single', resume: values.resume };
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  // The data modules read their configuration when first imported.
  process.env.TABLE_NAME = table;
  const { listHostels } = await import('#functions/data/hostels');
  const { getRoomTypes } = await import('#functions/data/room-types');
  const { hostelIdOf } = await import('#functions/data/store/keys');
  const { backfillRooms } = await import('#functions/domain/rooms-backfill');
  const hostels = options.hostel
    ? [{ id: hostelIdOf(options.hostel), name: options.hostel }]
    : await listHostels();
  for (const { id, name } of hostels) {
    const type = (await getRoomTypes(id)).find((candidate) => candidate.id === options.type);
    if (!type) {
      console.error(`${name}: has no room type "${options.type}"; skipped`);
      continue;
    }
    let last = options.resume;
    const done = await backfillRooms(id, {
      building: options.building,
      typeId: type.id,
      beds: type.beds,
      resume: options.resume,
      progress: (position) => {
        last = position;
      },
    }).catch((error: unknown) => {
      console.error(`${name}: stopped; go on with --hostel "${name}" --resume ${last ?? '""'}`);
      throw error;
    });
    console.log(
      `${name}: ${done.roomsCreated} rooms created, ${done.usersLinked} students and ${done.requestsLinked} requests linked`,
    );
    for (const miss of done.notLinked)
      console.log(
        `  not linked: ${miss.kind} ${miss.id} (room "${miss.room}", floor "${miss.floor}"): ${reasons[miss.reason]}`,
      );
  }
}

await main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
