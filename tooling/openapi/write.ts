/**
 * Writes the OpenAPI document made from the route table to `shared/src/openapi/openapi.json`, formatted
 * as Prettier formats it, for `GET /api/openapi.json` to serve (`npm run openapi`). The file is
 * generated, never edited: `shared/src/openapi/document.test.ts` fails while it differs from the table.
 */
import { writeFileSync } from 'node:fs';

import { format } from 'prettier';

import { openApiDocument } from '#shared/openapi/document';
import { servedFile } from '#shared/openapi/served';

const text = await format(JSON.stringify(openApiDocument()), { parser: 'json', printWidth: 110 });
writeFileSync(servedFile, text);
console.log(`wrote ${servedFile.pathname} (${text.length} bytes)`);
