/**
 * The OpenAPI document against the route table it is made from: every route once, at its path and method,
 * with its group, who may call it, its parameters, its body, and its statuses (its declared answers and the
 * refusals its entry implies); and the served file is the document made from today's table.
 */
import { readFileSync } from 'node:fs';

import { errorCodes } from '../errors';
import { routeAnswers } from '../route-answers';
import type { RouteDef } from '../route-def';
import { groupOf, routeIds, routes } from '../routes';
import { openApiDocument } from './document';
import { refusalsOf } from './refusals';
import { servedFile } from './served';

const document = openApiDocument();

type Operation = {
  operationId: string;
  tags: string[];
  'x-roles': unknown;
  security: unknown[];
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  responses: Record<string, { 'x-error-codes'?: string[]; content?: Record<string, unknown> }>;
};
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, ...(operation as Operation) })),
);

describe('the OpenAPI document', () => {
  it('is the file GET /api/openapi.json serves (run `npm run openapi` after changing the table)', () => {
    expect(JSON.parse(readFileSync(servedFile, 'utf8'))).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('has one operation per route of the table, and no other', () => {
    expect(operations.map((operation) => operation.operationId).sort()).toEqual([...routeIds].sort());
  });

  it.each(routeIds)('describes %s as the table declares it', (id) => {
    const route: RouteDef = routes[id];
    const operation = operations.find((candidate) => candidate.operationId === id)!;
    expect([operation.method, operation.path]).toEqual([route.method.toLowerCase(), route.path]);
    expect(operation.tags).toEqual([groupOf(id)]);
    expect(operation['x-roles']).toEqual(route.roles);
    expect(operation.security.length === 0).toBe(route.roles === 'public');

    const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    const parameters = operation.parameters ?? [];
    expect(parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(inPath);
    expect(parameters.some((p) => p.in === 'query')).toBe(route.query !== undefined);
    expect(operation.requestBody !== undefined).toBe(route.body !== undefined);

    const refusals = refusalsOf(route);
    const statuses = [
      ...Object.keys(routeAnswers[id]),
      ...new Set(refusals.map((code) => String(errorCodes[code].status))),
      'default',
    ];
    expect(Object.keys(operation.responses).sort()).toEqual(statuses.sort());
    const listed = Object.values(operation.responses).flatMap((answer) => answer['x-error-codes'] ?? []);
    expect(listed.sort()).toEqual([...refusals].sort());
  });

  it('lists the refusals the wrapper answers for what an entry declares', () => {
    const codes = (id: keyof typeof routes) => refusalsOf(routes[id]);
    expect(codes('health')).not.toContain('auth.unauthenticated');
    expect(codes('updateHostelSettings')).toEqual(
      expect.arrayContaining([
        'auth.unauthenticated',
        'auth.roleNotAllowed',
        'input.invalid',
        'input.notJson',
      ]),
    );
    // Every role may read the rules: no role is refused, but a student awaiting approval is.
    expect(codes('requestRules')).not.toContain('auth.roleNotAllowed');
    expect(codes('requestRules')).toContain('auth.awaitingApproval');
    expect(codes('authGetUser')).not.toContain('auth.awaitingApproval');
    // Registration answers an invalid body with the spec's 204, never a 400 for its fields.
    expect(codes('authRegister')).not.toContain('input.invalid');
  });
});
