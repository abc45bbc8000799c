import { openApiDocument as makeDocument, type OpenApiDocument } from '#shared/openapi/document';
import { referenceRoutes } from '#shared/route-table/reference';

import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

// The document changes only with a deployment: made once per function instance, from the table it ships.
let document: OpenApiDocument | undefined;

/** 200 with the API's OpenAPI document; no DynamoDB call. Browsers and CDNs may keep it a few minutes. */
export const openApiDocument: RouteLogic<'openApiDocument'> = async () => {
  document ??= makeDocument();
  return { ...ok(document), headers: { 'cache-control': 'public, max-age=300' } };
};

export const handler = createHandler(referenceRoutes, 'openApiDocument', openApiDocument);
