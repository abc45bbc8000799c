/** Every route of the table has its handler module, ending in `export const handler = createHandler(...)`. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { handlerName, routeIds } from '#shared/routes';

const routesDir = join(import.meta.dirname, '../../functions/src/routes');

describe('route handler modules', () => {
  it('exist for every route in the table', () => {
    const missing = routeIds.filter((id) => !existsSync(join(routesDir, `${handlerName(id)}.ts`)));
    expect(missing).toEqual([]);
  });

  it.each(routeIds)('%s exports a handler function', async (id) => {
    const module = (await import(`../../functions/src/routes/${handlerName(id)}.ts`)) as {
      handler?: unknown;
    };
    expect(typeof module.handler).toBe('function');
  });
});
