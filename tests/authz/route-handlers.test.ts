/**
 * Every route of the table is complete without a database: its handler module exists under its name and
 * builds its handler from its own group of the table, and the authorization matrix has its row in its
 * group's file (`matrix/<group>.ts`). A route added to the table alone fails here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { groupOf, handlerName, type RouteId, routeIds } from '#shared/routes';

import { loadMatrixRows, misplacedRows } from './matrix-rows';

const routesDir = join(import.meta.dirname, '../../functions/src/routes');
const handlerFile = (id: RouteId) => join(routesDir, `${handlerName(id)}.ts`);

describe('route handler modules', () => {
  it('exist for every route in the table', () => {
    const missing = routeIds.filter((id) => !existsSync(handlerFile(id)));
    expect(missing).toEqual([]);
  });

  it('build their handler from their own group of the table', () => {
    const strays = routeIds.filter((id) => {
      if (!existsSync(handlerFile(id))) return false;
      const source = readFileSync(handlerFile(id), 'utf8');
      return !source.includes(`from '#shared/route-table/${groupOf(id)}'`) || !source.includes(`'${id}'`);
    });
    expect(strays).toEqual([]);
  });

  it.each(routeIds)('%s exports a handler function', async (id) => {
    const module = (await import(`../../functions/src/routes/${handlerName(id)}.ts`)) as {
      handler?: unknown;
    };
    expect(typeof module.handler).toBe('function');
  });
});

describe('authorization matrix rows', () => {
  it('exist for every route in the table, each in its group’s file', async () => {
    const files = await loadMatrixRows();
    const rows = [...files.values()].flat();
    expect(routeIds.filter((id) => !rows.some((row) => row.route === id))).toEqual([]);
    expect(misplacedRows(files)).toEqual([]);
  });
});
