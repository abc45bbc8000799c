/**
 * zod as every schema of the product imports it: `import * as z from './zod'` (or `#shared/schemas/zod`).
 *
 * It is zod's tree-shakable API, `zod/mini`: a handler bundles only the schema kinds and checks it uses,
 * and building a schema attaches no methods. The classic `zod` API made every handler much larger and
 * slower to start (issue 17; docs/performance.md). The classic API also sets English messages when it
 * loads; this one does not, so they are set here, once, for every schema: a field without a message of
 * its own is refused with the same words as before.
 */
import { en } from 'zod/locales';
import { config } from 'zod/mini';

config(en());

export * from 'zod/mini';
