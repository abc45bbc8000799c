import { servedDocument } from '#shared/openapi/served';
import { referenceRoutes } from '#shared/route-table/reference';

import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * 200 with the API's OpenAPI document, no DynamoDB call. It changes only with a deployment, so browsers
 * and shared caches may keep it a few minutes.
 */
export const openApiDocument: RouteLogic<'openApiDocument'> = async () => ({
  ...ok(servedDocument()),
  headers: { 'cache-control': 'public, max-age=300' },
});

export const handler = createHandler(referenceRoutes, 'openApiDocument', openApiDocument);
