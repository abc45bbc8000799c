// @vitest-environment node
/**
 * The reference page's reading of the served OpenAPI document: every route of the table once, in its group,
 * with its method, path, who may call it, its request fields and its answers.
 */
import { readFileSync } from 'node:fs';

import { servedFile } from '#shared/openapi/served';
import { groupOf, routeIds, routes } from '#shared/routes';

import { groupsOf, type ReferenceDocument, typeOf } from './reference-model';

const groups = groupsOf(JSON.parse(readFileSync(servedFile, 'utf8')) as ReferenceDocument);
const entries = groups.flatMap((group) => group.routes.map((route) => ({ group: group.name, route })));

describe('the API reference', () => {
  it('lists every route of the table once, in its group, as the table declares it', () => {
    expect(entries.map(({ route }) => route.id).sort()).toEqual([...routeIds].sort());
    for (const { group, route } of entries) {
      const declared = routes[route.id as keyof typeof routes];
      expect([group, route.method, route.path, route.roles]).toEqual([
        groupOf(route.id as keyof typeof routes),
        declared.method,
        declared.path,
        declared.roles,
      ]);
    }
  });

  it("reads a route's fields and answers: a path parameter, body fields, refusals with their codes", () => {
    const reset = entries.find(({ route }) => route.id === 'authResetPassword')!.route;
    expect(reset.fields.filter((field) => field.where === 'path').map((field) => field.name)).toEqual([
      'role',
      'userid',
      'token',
    ]);
    expect(reset.fields.some((field) => field.where === 'body' && field.required)).toBe(true);
    const settings = entries.find(({ route }) => route.id === 'updateHostelSettings')!.route;
    expect(settings.answers.find((answer) => answer.status === '401')?.codes).toEqual([
      'auth.unauthenticated',
    ]);
    expect(settings.answers.at(-1)?.status).toBe('default');
  });

  it('names types shortly', () => {
    expect(typeOf({ enum: ['a', 'b'] })).toBe('"a" | "b"');
    expect(typeOf({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string | null');
    expect(typeOf({ type: 'array', items: { type: 'integer' } })).toBe('array of integer');
  });
});
