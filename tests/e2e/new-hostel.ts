/**
 * A hostel of its own for a scenario that starts from nothing, as a new hostel does (issue 30): no route of
 * the site makes a hostel, so it is made the way an operator makes one, with `npm run admin:create`
 * (`infra/scripts/admin-create.ts`, the product's own command) against the project's runtime: its table on
 * the runtime's DynamoDB Local, its outbox. That makes the hostel and its first admin without a password
 * and mails them the invitation; all else is the site's, from the admin's setting a password on.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { localTableName, type RunningRuntime, runtimeFileName } from '#local/dynamo-local';
import type { Language } from '#shared/languages';

import { root, type Runtime } from './harness';

export interface NewHostel {
  hostel: string;
  email: string;
  name: string;
  /** The language of the invitation and the admin's own until they choose another. */
  language: Language;
}

/**
 * Runs `admin:create` for a new hostel and its admin; answers once the invitation is in the outbox. Its
 * links name the site URL given here (the command takes https only): a scenario opens their path.
 */
export async function createHostel(runtime: Runtime, hostel: NewHostel): Promise<void> {
  const running = JSON.parse(readFileSync(join(runtime.dataDir, runtimeFileName), 'utf8')) as RunningRuntime;
  const args = [
    ...['--import', 'tsx', join('infra', 'scripts', 'admin-create.ts')],
    ...['--hostel', hostel.hostel, '--email', hostel.email, '--name', hostel.name],
    ...['--language', hostel.language, '--table', localTableName],
    ...['--site-url', 'https://hostel-clean.test', '--from', 'no-reply@hostel-clean.local'],
  ];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      DYNAMODB_ENDPOINT: running.dynamoEndpoint,
      OUTBOX_DIR: join(runtime.dataDir, 'outbox'),
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done, fail) => {
    child.once('error', fail);
    child.once('exit', done);
  });
  if (code !== 0) throw new Error(`admin:create for ${hostel.hostel} failed (${code}):\n${output}`);
}

/**
 * The story's building: four floors of 29 bedrooms (101–108 single, 109–129 twin: 50 beds a floor) and a
 * kitchen each, 120 rooms and 200 beds. The resident the story follows lives in 305, a single on floor 3,
 * whose kitchen is 3K; in walking order 305 comes before 3K (`walking-order.ts`: digits are padded).
 */
const building = 'North';
const floors = ['1', '2', '3', '4'];
const bedrooms = Array.from({ length: 29 }, (_, index) => 101 + index);
const bedsOf = (room: number) => (room <= 108 ? 1 : 2);

export const storyRooms = {
  home: { building, floor: '3', number: '305' },
  kitchen: { building, floor: '3', number: '3K' },
} as const;

/** The rooms file as an admin would export it from a spreadsheet: a header, then a room a line. */
export function roomsCsv() {
  const lines = floors.flatMap((floor) => [
    ...bedrooms.map((room) => {
      const number = Number(floor) * 100 + (room - 100);
      return `${building},${floor},${number},${bedsOf(room) === 1 ? 'single' : 'twin'},${bedsOf(room)}`;
    }),
    `${building},${floor},${floor}K,kitchen,0`,
  ]);
  return {
    name: 'rooms.csv',
    csv: `building,floor,number,type,beds\n${lines.join('\n')}\n`,
    count: lines.length,
  };
}

/** A resident in every bed, the story's own resident in their room; emails of this run (`tag`) only. */
export function residentsCsv(tag: string, story: { name: string; email: string }) {
  const lines = floors.flatMap((floor) =>
    bedrooms.flatMap((room) => {
      const number = String(Number(floor) * 100 + (room - 100));
      if (number === storyRooms.home.number) return [`${story.name},${story.email},${building},${number}`];
      return Array.from({ length: bedsOf(room) }, (_, bed) => {
        const who = `${number}-${bed + 1}`;
        return `Resident ${who},resident-${who}-${tag}@maple.hostel,${building},${number}`;
      });
    }),
  );
  return {
    name: 'residents.csv',
    csv: `name,email,building,number\n${lines.join('\n')}\n`,
    count: lines.length,
  };
}
