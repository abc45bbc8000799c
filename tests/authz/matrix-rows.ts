/**
 * The authorization matrix's rows, found by file name: `matrix/<group>.ts` holds the rows of the routes of
 * `shared/src/route-table/<group>.ts`, so a new route's row goes beside its group's and needs no list.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { routeGroupNames, routeGroups } from '#shared/routes';

import type { MatrixRow } from './matrix-types';

const rowsDir = join(import.meta.dirname, 'matrix');

/** The row files, by group (their base names), in the order of the table's groups, then any other. */
export async function loadMatrixRows(): Promise<Map<string, MatrixRow[]>> {
  const names = readdirSync(rowsDir)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  const files = await Promise.all(
    names.map(async (name) => {
      const module = (await import(join(rowsDir, `${name}.ts`))) as { rows?: MatrixRow[] };
      return [name, module.rows ?? []] as const;
    }),
  );
  return new Map(files);
}

function order(name: string): number {
  const index = (routeGroupNames as string[]).indexOf(name);
  return index < 0 ? routeGroupNames.length : index;
}

/** What is wrong with the rows' places: a file named after no group, a row in another group's file. */
export function misplacedRows(files: Map<string, MatrixRow[]>): string[] {
  return [...files].flatMap(([group, rows]) => {
    if (!(group in routeGroups)) return [`matrix/${group}.ts names no route group`];
    const ids = Object.keys(routeGroups[group as keyof typeof routeGroups]);
    return rows.filter((row) => !ids.includes(row.route)).map((row) => `${row.route} in matrix/${group}.ts`);
  });
}
