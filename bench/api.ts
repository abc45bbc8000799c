/**
 * API figures through the local runtime: p50 and p99 of the dashboards and the request lists, with full
 * pages, at each number of stored requests (autocannon, bounded runs against 127.0.0.1 only), and the
 * DynamoDB calls each makes (counted as the `*-calls` tests count them) at each size.
 */
import autocannon from 'autocannon';

import type { RouteId } from '#shared/routes';

import { benchData, signIn, startRuntime } from './runtime';

type Role = 'admin' | 'roomkeeper' | 'student';

interface Measured {
  name: string;
  route: RouteId;
  role: Role;
  query: Record<string, string>;
}

/** Each read whose cost could grow with the data; list pages at their largest size. */
const measured: readonly Measured[] = [
  { name: 'admin dashboard', route: 'adminDashboard', role: 'admin', query: {} },
  { name: 'roomkeeper dashboard', route: 'roomkeeperDashboard', role: 'roomkeeper', query: {} },
  { name: 'student dashboard', route: 'studentDashboard', role: 'student', query: {} },
  {
    name: 'requests, Pending',
    route: 'listRequests',
    role: 'admin',
    query: { status: 'Pending', limit: '100' },
  },
  { name: 'requests, all statuses', route: 'listRequests', role: 'admin', query: { limit: '100' } },
];

export interface ApiRow {
  name: string;
  path: string;
  /** By number of stored requests. */
  p50Ms: Record<number, number>;
  p99Ms: Record<number, number>;
  answerKib: Record<number, number>;
  rows: Record<number, number>;
  dynamoCalls: Record<number, string[]>;
}

const pathOf = async (m: Measured) => {
  const { routes } = await import('#shared/routes');
  const query = new URLSearchParams(m.query).toString();
  return `${routes[m.route].path}${query ? `?${query}` : ''}`;
};

export async function load(url: string, token: string, amount: number) {
  const result = await autocannon({
    url,
    connections: 2,
    amount,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * `sizes` are cumulative: the requests are added between runs, and the runtime restarts on the same data.
 */
export async function measureApi(
  options: {
    sizes?: readonly number[];
    amount?: number;
    /** Runs with the runtime still up at the largest size (the page figures). */
    atLargest?: (baseUrl: string) => Promise<void>;
  } = {},
): Promise<{ sizes: readonly number[]; rows: ApiRow[] }> {
  const sizes = options.sizes ?? [10, 200, 20_000];
  const amount = options.amount ?? 200;
  const data = await benchData();
  const rows: ApiRow[] = await Promise.all(
    measured.map(async (m) => ({
      name: m.name,
      path: await pathOf(m),
      p50Ms: {},
      p99Ms: {},
      answerKib: {},
      rows: {},
      dynamoCalls: {},
    })),
  );
  try {
    let stored = 0;
    for (const size of sizes) {
      await data.withStore(async () => {
        const { seedDemo } = await import('#local/seed');
        const { findUserByEmail } = await import('#functions/data/users');
        const { storeRequests } = await import('#tests/helpers/seed-requests');
        const { callsOf } = await import('#tests/helpers/dynamo-calls');
        const { invoke } = await import('#tests/helpers/invoke');
        await seedDemo();
        const student = (await findUserByEmail('student', 'student@demo.hostel'))!;
        const keeper = (await findUserByEmail('roomkeeper', 'keeper@demo.hostel'))!;
        await storeRequests(size - stored, {
          hostelId: student.hostelId,
          student: { id: student._id, name: student.name },
          keeper: { id: keeper._id, name: keeper.name },
        });
        stored = size;
        const tokens: Partial<Record<Role, string>> = {};
        for (const [i, m] of measured.entries()) {
          tokens[m.role] ??= (
            await invoke('authLogin', {
              body: {
                email: `${m.role === 'roomkeeper' ? 'keeper' : m.role}@demo.hostel`,
                password: 'demo1234',
                role: m.role,
              },
            })
          ).body.authToken as string;
          const calls = await callsOf(m.route, { token: tokens[m.role], query: m.query });
          rows[i]!.dynamoCalls[size] = calls.commands;
        }
      });
      const runtime = await startRuntime(data.dataDir);
      try {
        for (const [i, m] of measured.entries()) {
          const token = await signIn(runtime.baseUrl, m.role);
          const url = `${runtime.baseUrl}${rows[i]!.path}`;
          const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
          const text = await answer.text();
          const body = JSON.parse(text) as { data?: unknown[]; items?: unknown[] };
          rows[i]!.answerKib[size] = Math.round((Buffer.byteLength(text) / 1024) * 10) / 10;
          rows[i]!.rows[size] = (body.data ?? body.items ?? []).length;
          await load(url, token, Math.ceil(amount / 10)); // warm-up: the handler module's first load
          const { p50, p99 } = await load(url, token, amount);
          rows[i]!.p50Ms[size] = p50;
          rows[i]!.p99Ms[size] = p99;
        }
        if (size === sizes.at(-1)) await options.atLargest?.(runtime.baseUrl);
      } finally {
        await runtime.stop();
      }
    }
  } finally {
    data.remove();
  }
  return { sizes, rows };
}
