/**
 * The API's own reference: its OpenAPI 3.1 document, made from this route table (`openapi/document.ts`).
 * Part of the route table (`routes.ts`).
 */
import type { RouteDef } from '../route-def';

export const referenceRoutes = {
  openApiDocument: {
    method: 'GET',
    path: '/api/openapi.json',
    roles: 'public',
    table: 'none',
    dynamo: [],
    // Written from the table by `npm run openapi`; shipped beside the bundle, which builds no other group.
    files: ['shared/src/openapi/openapi.json'],
  },
} as const satisfies Record<string, RouteDef>;
