/**
 * The frame the backfill scripts share: their command line (`--stack` or `--table`, `--hostel`, and a
 * script's own options), checked before anything touches AWS; then one run per hostel of the deployment,
 * or of the one named, each printing the line its run answers. A wrong command line exits with 2 and the
 * usage, a failed run with 1 and its message.
 */
import { parseArgs } from 'node:util';

import { tableOf } from './stack-table';

// The pinned SDK still supports this machine's Node 20; its notice would only be noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

/** The command line's values by option name; every option takes one string. */
export type Values = Partial<Record<string, string>>;

export interface PerHostelScript {
  usage: string;
  /** The script's own options, beside --stack, --table and --hostel. */
  options?: string[];
  /** Refuses a command line the options alone do not rule out; throws an Error meant for the operator. */
  check?(values: Values): void;
  /** Does the script's work for one hostel and answers what it did, for the operator. */
  run(hostel: { id: string; name: string }, values: Values): Promise<string>;
}

export async function runPerHostel(script: PerHostelScript): Promise<void> {
  let values: Values;
  try {
    const names = ['stack', 'table', 'hostel', ...(script.options ?? [])];
    values = parseArgs({
      args: process.argv.slice(2),
      strict: true,
      allowPositionals: false,
      options: Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])),
    }).values as Values;
    script.check?.(values);
    // The data modules read their configuration when first imported.
    process.env.TABLE_NAME = tableOf(values);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${script.usage}`);
    process.exit(2);
  }
  try {
    const { listHostels } = await import('#functions/data/hostels');
    const { hostelIdOf } = await import('#functions/data/store/keys');
    const named = values.hostel;
    const hostels = named ? [{ id: hostelIdOf(named), name: named }] : await listHostels();
    for (const { id, name } of hostels) console.log(await script.run({ id, name }, values));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
