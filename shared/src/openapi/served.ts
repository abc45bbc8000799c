/**
 * The OpenAPI document as `GET /api/openapi.json` serves it: `openapi.json` beside this module, written
 * from the route table by `npm run openapi` (`tooling/openapi/write.ts`). The function ships the file beside
 * its bundle (the route's `files` in its table entry), so it builds neither the table's other groups nor
 * their answer schemas; the repository's code finds it next to this module.
 */
import { readFileSync } from 'node:fs';

import type { OpenApiDocument } from './document';

export const servedFile = new URL('./openapi.json', import.meta.url);

let document: OpenApiDocument | undefined;

/** The document, read on the first call and kept for the life of the process (a Lambda container). */
export function servedDocument(): OpenApiDocument {
  document ??= JSON.parse(readFileSync(servedFile, 'utf8')) as OpenApiDocument;
  return document;
}
