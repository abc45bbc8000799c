/**
 * `virtual:api-routes`: each route's method, path and public flag (and `bodiless` on a POST that takes no
 * body, which the client then sends none, as the OpenAPI document says), read from `shared/src/routes.ts` at
 * build time, and the names of the error codes (`shared/src/errors.ts`). That is all the API client needs
 * of them; importing the table itself would put its zod schemas into every signed-in page, and the codes'
 * table its English messages, which the site never shows (it says each code in the reader's language).
 */
import { fileURLToPath } from 'node:url';

import { type Plugin, runnerImport } from 'vite';

export function apiRouteTable(): Plugin {
  const id = 'virtual:api-routes';
  const resolvedId = `\0${id}`;
  const routesFile = fileURLToPath(new URL('../../shared/src/routes.ts', import.meta.url));
  const errorsFile = fileURLToPath(new URL('../../shared/src/errors.ts', import.meta.url));
  return {
    name: 'hostel-api-routes',
    resolveId: (source) => (source === id ? resolvedId : undefined),
    async load(loaded) {
      if (loaded !== resolvedId) return undefined;
      const { module, dependencies } = await runnerImport<typeof import('#shared/routes')>(routesFile);
      // The table and its route groups (route-table/*.ts).
      for (const file of [routesFile, ...dependencies, errorsFile]) this.addWatchFile(file);
      const errors = await runnerImport<typeof import('#shared/errors')>(errorsFile);
      const table = Object.fromEntries(
        Object.entries(module.routes).map(([routeId, route]) => [
          routeId,
          {
            method: route.method,
            path: route.path,
            public: route.roles === 'public',
            ...(route.method === 'POST' && !('body' in route) ? { bodiless: true } : {}),
          },
        ]),
      );
      return [
        `export default ${JSON.stringify(table)};`,
        `export const errorCodeNames = ${JSON.stringify(errors.module.errorCodeList)};`,
      ].join('\n');
    },
  };
}
