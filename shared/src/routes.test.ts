/**
 * The route table is put together from its groups; a route id given twice would silently keep the last.
 * Each group has one name: its table file `route-table/<group>.ts` and its answers `route-answers/<group>.ts`.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { routeAnswers } from './route-answers';
import { groupOf, routeGroupNames, routeGroups, routeIds } from './routes';

const names = (dir: string) =>
  readdirSync(join(import.meta.dirname, dir))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();

it('holds every route of every group, each id once', () => {
  const declared = Object.values(routeGroups).flatMap((group) => Object.keys(group));

  expect(new Set(declared).size).toBe(declared.length);
  expect([...routeIds].sort()).toEqual([...declared].sort());
  expect(routeIds.filter((id) => !(id in routeGroups[groupOf(id)]))).toEqual([]);
});

it('names each group alike in the table, its answers and the groups list', async () => {
  expect(names('route-table')).toEqual([...routeGroupNames].sort());
  expect(names('route-answers')).toEqual([...routeGroupNames].sort());
  for (const group of routeGroupNames) {
    const module = (await import(`./route-answers/${group}.ts`)) as Record<string, object>;
    expect(Object.keys(module[`${group}Answers`] ?? {}).sort(), group).toEqual(
      Object.keys(routeGroups[group]).sort(),
    );
  }
  expect(Object.keys(routeAnswers).sort()).toEqual([...routeIds].sort());
});
