/**
 * The room board at 50 and at 2,000 rooms (issue 30): the demo hostel with one floor of 50 rooms, then
 * with four buildings of 500 (ten floors of 50 each). Two reads at each size: the first screen of the
 * first bench building (at most 500 rooms a page), and one floor, the same 50 rooms at both sizes, whose
 * p50 must not grow with the rooms elsewhere. The DynamoDB calls are counted as the `*-calls` tests count them.
 */
import type { ApiRow } from './api';
import { load } from './api';
import { benchData, seededAdminToken, signIn, startRuntime } from './runtime';

const buildings = ['Bench A', 'Bench B', 'Bench C', 'Bench D'];
const measured: readonly { name: string; query: Record<string, string> }[] = [
  { name: 'room board, first screen of a building', query: { building: 'Bench A' } },
  { name: 'room board, a floor of 50 rooms', query: { building: 'Bench A', floor: '1' } },
];

/** The ranges that bring the bench buildings to `size` rooms: 50 rooms a floor, building by building. */
function floorsUpTo(size: number): { building: string; floor: string }[] {
  const floors = [];
  for (let n = 0; n < size / 50; n++)
    floors.push({ building: buildings[Math.floor(n / 10)]!, floor: String((n % 10) + 1) });
  return floors;
}

export async function measureBoard(sizes: readonly number[] = [50, 2000], amount = 200) {
  const data = await benchData();
  const rows: ApiRow[] = measured.map((m) => ({
    name: m.name,
    path: `/api/roomBoard?${new URLSearchParams(m.query).toString()}`,
    p50Ms: {},
    p99Ms: {},
    answerKib: {},
    rows: {},
    dynamoCalls: {},
  }));
  let made = 0;
  try {
    for (const size of sizes) {
      await data.withStore(async () => {
        const { invoke } = await import('#tests/helpers/invoke');
        const { callsOf } = await import('#tests/helpers/dynamo-calls');
        const token = await seededAdminToken();
        for (const { building, floor } of floorsUpTo(size).slice(made / 50)) {
          const range = await invoke('createRoomRange', {
            token,
            body: {
              building,
              floor,
              from: Number(floor) * 100 + 1,
              to: Number(floor) * 100 + 50,
              typeId: 'single',
            },
          });
          if (range.body.created?.length !== 50) throw new Error(`createRoomRange answered ${range.status}`);
        }
        made = size;
        for (const [i, m] of measured.entries())
          rows[i]!.dynamoCalls[size] = (await callsOf('roomBoard', { token, query: m.query })).commands;
      });
      const runtime = await startRuntime(data.dataDir);
      try {
        const token = await signIn(runtime.baseUrl, 'admin');
        for (const row of rows) {
          const url = `${runtime.baseUrl}${row.path}`;
          const text = await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).text();
          row.answerKib[size] = Math.round((Buffer.byteLength(text) / 1024) * 10) / 10;
          row.rows[size] = ((JSON.parse(text) as { rooms?: unknown[] }).rooms ?? []).length;
          await load(url, token, Math.ceil(amount / 10)); // warm-up: the handler module's first load
          const { p50, p99 } = await load(url, token, amount);
          row.p50Ms[size] = p50;
          row.p99Ms[size] = p99;
        }
      } finally {
        await runtime.stop();
      }
    }
  } finally {
    data.remove();
  }
  return { sizes, rows };
}
