/**
 * Authorization matrix rows of the API's reference (`route-table/reference.ts`; see `../matrix-types.ts`):
 * its OpenAPI document is public, alike for every caller.
 */
import { expectAll, matrixRow } from '../matrix-types';

export const rows = [
  matrixRow({
    route: 'openApiDocument',
    call: () => ({}),
    expect: expectAll(200),
    check: (answer) => {
      if (answer.status === 200) expect(answer.body).toMatchObject({ openapi: '3.1.0' });
    },
  }),
];
