/**
 * The CSV import of rooms over DynamoDB Local (issue 30): the preview says every line's outcome and writes
 * nothing; the apply refuses a file with any refused line whole, writes slice by slice, finds a second run
 * unchanged, and finishes an import stopped mid-way when run again.
 */
import { randomUUID } from 'node:crypto';

import { onDynamoCall } from '#functions/data/store/client';
import { roomLimits } from '#shared/rooms';

import { hostelsWithAdmins } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { roomCalls } from '../helpers/rooms';

let token: string;

beforeAll(async () => {
  token = (await hostelsWithAdmins()).admin.token;
});

const preview = (csv: string) => invoke('previewRoomImport', { token, body: { csv } });
const apply = (csv: string, from?: number) =>
  invoke('applyRoomImport', { token, body: { csv, ...(from === undefined ? {} : { from }) } });
const roomsOf = async (building: string) => {
  const rooms = [];
  let cursor: string | undefined;
  do {
    const page = await invoke('listRooms', { token, query: { building, ...(cursor ? { cursor } : {}) } });
    rooms.push(...page.body.data);
    cursor = page.body.cursor;
  } while (cursor);
  return rooms;
};
const { floorsOf } = roomCalls(() => token);

describe('the preview', () => {
  it('gives every line its outcome and reason, and writes nothing', async () => {
    const b = `Hall ${randomUUID().slice(0, 6)}`;
    await invoke('createRoom', { token, body: { building: b, floor: '1', number: '101', typeId: 'single' } });
    await invoke('createRoom', { token, body: { building: b, floor: '1', number: '102', typeId: 'single' } });
    const csv = [
      'Building,Floor,Number,Type,Beds',
      `${b},1,101,single,1`, // unchanged
      `${b},2,102,Twin,2`, // changed: floor, type, beds
      `${b},1,103,"Shared bathroom",`, // new, the type by its English name, beds its default
      `${b},1,104,penthouse,1`,
      `${b},1,105,single,x`,
      `${b},1`,
      `,1,106,single,1`,
      `${b},,106,single,1`,
      `${b},1,,single,1`,
      `${b},1,107,,1`,
      `${b},1,A#1,single,1`,
      `${b},1,${'9'.repeat(21)},single,1`,
      `${b.toUpperCase()},1,103,single,1`, // the same room as line 4
      `${b},1,108,single,51`,
    ].join('\r\n');
    const answer = await preview(csv);
    expect(answer.status).toBe(200);
    const outcomes = answer.body.lines.map((line: { line: number; outcome: string; reason?: string }) =>
      [line.line, line.outcome, line.reason ?? ''].join(' '),
    );
    expect(outcomes).toEqual([
      '2 unchanged ',
      '3 changed ',
      '4 new ',
      '5 error typeUnknown',
      '6 error bedsInvalid',
      '7 error columns',
      '8 error buildingMissing',
      '9 error floorMissing',
      '10 error numberMissing',
      '11 error typeMissing',
      '12 error badText',
      '13 error tooLong',
      '14 error duplicate',
      '15 error bedsInvalid',
    ]);
    expect(answer.body.lines[1].changes).toEqual(['floor', 'type', 'beds']);
    expect(answer.body.lines[2]).toMatchObject({ typeId: 'bathroom', beds: 0 });
    expect(answer.body.counts).toEqual({ new: 1, changed: 1, unchanged: 1, error: 11 });
    expect((await roomsOf(b)).map((room: { number: string }) => room.number)).toEqual(['101', '102']);

    // A file with a refused line is never written, not even its good lines.
    const refused = await apply(csv);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('import.hasErrors');
    expect(await roomsOf(b)).toHaveLength(2);
  });

  it('is bounded: too many bytes 413, too many lines 413, no rooms 400', async () => {
    const big = `${'x'.repeat(roomLimits.importBytes)}\n`;
    const large = await preview(big);
    expect(large.status).toBe(413);
    expect(large.body.code).toBe('input.tooLarge');
    const lines = Array.from({ length: roomLimits.importLines + 1 }, (_, i) => `Z,1,${i},single,1`).join(
      '\n',
    );
    const long = await preview(lines);
    expect(long.status).toBe(413);
    expect(long.body.code).toBe('import.tooManyLines');
    expect((await apply(lines)).body.code).toBe('import.tooManyLines');
    const empty = await preview('building,floor,number,type,beds\n\n');
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('import.empty');
  });
});

describe('the apply', () => {
  it('writes a file slice by slice, and a second run changes nothing', async () => {
    const b = `Tower ${randomUUID().slice(0, 6)}`;
    const count = roomLimits.importSlice + 20;
    const csv = Array.from(
      { length: count },
      (_, i) => `${b},${1 + Math.floor(i / 50)},${1000 + i},twin,`,
    ).join('\n');
    const first = await apply(csv);
    expect(first.body).toEqual({
      total: count,
      done: roomLimits.importSlice,
      next: roomLimits.importSlice,
      written: { new: roomLimits.importSlice, changed: 0, unchanged: 0 },
    });
    const second = await apply(csv, first.body.next);
    expect(second.body).toEqual({
      total: count,
      done: count,
      written: { new: 20, changed: 0, unchanged: 0 },
    });
    expect(await roomsOf(b)).toHaveLength(count);

    const again = await apply(csv);
    expect(again.body.written).toEqual({ new: 0, changed: 0, unchanged: roomLimits.importSlice });
    expect((await preview(csv)).body.counts).toEqual({ new: 0, changed: 0, unchanged: count, error: 0 });
    expect(await floorsOf(b)).toEqual([
      { building: b, floor: '1', rooms: 50, outOfService: 0 },
      { building: b, floor: '2', rooms: 50, outOfService: 0 },
      { building: b, floor: '3', rooms: 20, outOfService: 0 },
    ]);

    // A changed line changes the room it names, which keeps its id.
    const before = (await roomsOf(b))[0];
    const moved = await apply(`${b},3,1000,single,1`);
    expect(moved.body.written).toEqual({ new: 0, changed: 1, unchanged: 0 });
    const after = (await roomsOf(b)).find((room: { id: string }) => room.id === before.id);
    expect(after).toMatchObject({ floor: '3', typeId: 'single', beds: 1, version: 2 });
  });

  it('finishes an import stopped mid-way when it is run again, each room once', async () => {
    const b = `Annex ${randomUUID().slice(0, 6)}`;
    const csv = Array.from({ length: 80 }, (_, i) => `${b},1,${i + 1},single,1`).join('\n');
    // The store stops answering after the first transaction of 10 rooms, as a process killed mid-import.
    let transactions = 0;
    const stop = onDynamoCall((command) => {
      if (command === 'TransactWriteItemsCommand' && ++transactions > 1)
        throw new Error('the process stopped');
    });
    let stopped;
    try {
      stopped = await apply(csv);
    } finally {
      stop();
    }
    expect(stopped.status).toBe(500);
    expect(await roomsOf(b)).toHaveLength(10);

    expect((await preview(csv)).body.counts).toEqual({ new: 70, changed: 0, unchanged: 10, error: 0 });
    const rerun = await apply(csv);
    expect(rerun.body).toEqual({ total: 80, done: 80, written: { new: 70, changed: 0, unchanged: 10 } });
    const rooms = await roomsOf(b);
    expect(rooms).toHaveLength(80);
    expect(new Set(rooms.map((room: { number: string }) => room.number)).size).toBe(80);
    expect(await floorsOf(b)).toEqual([{ building: b, floor: '1', rooms: 80, outOfService: 0 }]);
  });
});
