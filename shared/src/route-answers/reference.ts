/** What the routes of `route-table/reference.ts` answer on success, by status (the API's OpenAPI document). */
import * as reference from '../answers/reference';
import type { RouteAnswers } from '../route-def';
import type { referenceRoutes } from '../route-table/reference';

export const referenceAnswers = {
  openApiDocument: { 200: reference.openApiAnswer },
} as const satisfies Record<keyof typeof referenceRoutes, RouteAnswers>;
