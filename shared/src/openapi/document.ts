/**
 * The OpenAPI 3.1 document of the API, made from the route table (`routes.ts`) and its answers
 * (`route-answers.ts`) and nothing else: a path and method per route, its parameters and body from its
 * request schemas, its answers by status, the refusals its entry implies with their stable codes, and who
 * may call it. `GET /api/openapi.json` serves it; `docs/api.md` says how it is made and linted.
 */
import packageJson from '../../../package.json';
import { errorCodeList } from '../errors';
import { routeAnswers } from '../route-answers';
import type { RouteAnswers, RouteDef } from '../route-def';
import { type RouteGroup, routeGroupNames, routeGroups, type RouteId } from '../routes';
import { hasBody, jsonSchemaOf, parametersOf } from './json-schema';
import { byStatus, refusalsOf } from './refusals';

const reasons: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  203: 'Non-Authoritative Information',
  204: 'No Content',
  304: 'Not Modified',
};

const errorAnswerRef = { $ref: '#/components/schemas/ErrorAnswer' };

/** `updateHostelSettings` → `Update hostel settings`. */
export function summaryOf(id: string): string {
  const words = id.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function whoMayCall(route: RouteDef): string {
  if (route.roles === 'public') return 'Public: no sign-in.';
  const awaiting = route.openToAwaiting
    ? ' Also open to a student whose registration is unconfirmed or awaits approval.'
    : '';
  return `Who may call: ${route.roles.join(', ')} (a signed-in session token).${awaiting}`;
}

function successAnswers(route: RouteDef, answers: RouteAnswers) {
  const media = route.answerType ?? 'application/json';
  return Object.fromEntries(
    Object.entries(answers).map(([status, schema]) => [
      status,
      {
        description: reasons[Number(status)] ?? status,
        ...(hasBody(schema) ? { content: { [media]: { schema: jsonSchemaOf(schema, 'output') } } } : {}),
      },
    ]),
  );
}

function refusalAnswers(route: RouteDef) {
  const answers: Record<string, unknown> = {};
  for (const [status, codes] of byStatus(refusalsOf(route))) {
    answers[String(status)] = {
      description: `Refused: ${codes.map((code) => `\`${code}\``).join(', ')}`,
      'x-error-codes': codes,
      content: {
        'application/json': {
          schema: { allOf: [errorAnswerRef, { properties: { code: { enum: codes } } }] },
        },
      },
    };
  }
  answers.default = {
    description: "Another refusal by the route's own rules: `code` is one of the API's stable error codes.",
    content: { 'application/json': { schema: errorAnswerRef } },
  };
  return answers;
}

function operationOf(group: RouteGroup, id: RouteId, route: RouteDef) {
  const parameters = [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')];
  return {
    operationId: id,
    tags: [group],
    summary: summaryOf(id),
    description: whoMayCall(route),
    'x-roles': route.roles,
    ...(route.openToAwaiting ? { 'x-open-to-awaiting': true } : {}),
    security: route.roles === 'public' ? [] : [{ bearerAuth: [] }, { accessToken: [] }],
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            'x-max-body-bytes': route.maxBodyBytes ?? 64 * 1024,
            content: { 'application/json': { schema: jsonSchemaOf(route.body, 'input') } },
          },
        }
      : {}),
    responses: { ...successAnswers(route, routeAnswers[id]), ...refusalAnswers(route) },
  };
}

function pathsOf() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const group of routeGroupNames) {
    const table: Record<string, RouteDef> = routeGroups[group];
    for (const [id, route] of Object.entries(table)) {
      paths[route.path] ??= {};
      paths[route.path]![route.method.toLowerCase()] = operationOf(group, id as RouteId, route);
    }
  }
  return paths;
}

const components = {
  securitySchemes: {
    bearerAuth: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: 'The session token that signing in answers, as `Authorization: Bearer <token>`.',
    },
    accessToken: {
      type: 'apiKey',
      in: 'header',
      name: 'x-access-token',
      description: 'The same session token in the `x-access-token` header.',
    },
  },
  schemas: {
    FieldError: {
      type: 'object',
      required: ['path', 'message'],
      properties: { path: { type: 'string' }, message: { type: 'string' } },
    },
    ErrorAnswer: {
      type: 'object',
      description: 'Every refusal: a stable code, its English message, and for invalid fields the issues.',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: errorCodeList },
        message: { type: 'string' },
        errors: { type: 'array', items: { $ref: '#/components/schemas/FieldError' } },
      },
    },
  },
};

export function openApiDocument() {
  return {
    openapi: '3.1.0' as const,
    info: {
      title: 'Hostel Clean API',
      version: packageJson.version,
      description: packageJson.description,
    },
    // The paths begin with `/api`: the document is served by the site whose API it describes.
    servers: [{ url: '/', description: 'The site that serves this document' }],
    tags: routeGroupNames.map((group) => ({
      name: group,
      description: `The routes of the ${group} group of the route table.`,
    })),
    paths: pathsOf(),
    components,
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
