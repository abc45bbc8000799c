/**
 * The answer of `GET /api/openapi.json`: an OpenAPI 3.1 document. Only its frame is checked here; the
 * document itself is held to the route table by `openapi/document.test.ts` and to the OpenAPI rules by
 * Redocly's linter (`tests/unit/openapi-lint.test.ts`).
 */
import * as z from '../schemas/zod';

export const openApiAnswer = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.record(z.string(), z.unknown()),
});
