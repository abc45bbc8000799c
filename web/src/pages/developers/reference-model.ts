/**
 * What the API reference page shows, read from the OpenAPI document the server serves
 * (`GET /api/openapi.json`, made from the route table by `#shared/openapi/document`): the groups, and per
 * route its method, path, who may call it, its request fields and its answers with their error codes.
 */
interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
}

interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  'x-roles': 'public' | string[];
  'x-open-to-awaiting'?: boolean;
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; 'x-error-codes'?: string[] }>;
}

export interface ReferenceDocument {
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

export interface Field {
  name: string;
  where: 'path' | 'query' | 'body';
  type: string;
  required: boolean;
}

export interface Answer {
  status: string;
  description: string;
  codes: string[];
}

export interface RouteEntry {
  id: string;
  method: string;
  path: string;
  summary: string;
  roles: 'public' | string[];
  openToAwaiting: boolean;
  fields: Field[];
  answers: Answer[];
}

export interface Group {
  name: string;
  description: string;
  routes: RouteEntry[];
}

/** A short type for a field: `string`, `integer | null`, `array of string`, `"a" | "b"`. */
export function typeOf(schema: Schema): string {
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return [...new Set(options.map(typeOf))].join(' | ');
  if (schema.type === 'array' && schema.items) return `array of ${typeOf(schema.items)}`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return schema.type ?? 'any';
}

function fieldsOf(operation: Operation): Field[] {
  const parameters = (operation.parameters ?? []).map((parameter) => ({
    name: parameter.name,
    where: parameter.in,
    type: typeOf(parameter.schema),
    required: parameter.required,
  }));
  const body = operation.requestBody?.content['application/json']?.schema;
  const required = new Set(body?.required ?? []);
  const bodyFields = Object.entries(body?.properties ?? {}).map(([name, schema]) => ({
    name,
    where: 'body' as const,
    type: typeOf(schema),
    required: required.has(name),
  }));
  return [...parameters, ...bodyFields];
}

function entryOf(path: string, method: string, operation: Operation): RouteEntry {
  return {
    id: operation.operationId,
    method: method.toUpperCase(),
    path,
    summary: operation.summary,
    roles: operation['x-roles'],
    openToAwaiting: operation['x-open-to-awaiting'] === true,
    fields: fieldsOf(operation),
    answers: Object.entries(operation.responses).map(([status, answer]) => ({
      status,
      description: answer.description,
      codes: answer['x-error-codes'] ?? [],
    })),
  };
}

/** The document's routes by group, in the document's order of groups and of routes. */
export function groupsOf(document: ReferenceDocument): Group[] {
  const entries = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      group: operation.tags[0] ?? '',
      entry: entryOf(path, method, operation),
    })),
  );
  return document.tags.map((tag) => ({
    name: tag.name,
    description: tag.description ?? '',
    routes: entries.filter((entry) => entry.group === tag.name).map((entry) => entry.entry),
  }));
}
