/**
 * The route table's zod schemas as JSON Schema 2020-12, the dialect of OpenAPI 3.1, by zod's own
 * converter: requests as they are sent (`input`), answers as they are read (`output`).
 */
import * as z from '../schemas/zod';

export type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
};

export function jsonSchemaOf(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  // A transform or refinement has no JSON Schema; the type it checks is still given.
  const converted = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  const { $schema: _dialect, ...rest } = converted as JsonSchema;
  return rest;
}

/** An answer with no body (the spec's 204, the live poll's 304) declares `z.undefined()`. */
export function hasBody(schema: z.ZodMiniType): boolean {
  return !schema.safeParse(undefined).success;
}

/** The OpenAPI parameters of a path or query schema (an object schema: one parameter a property). */
export function parametersOf(schema: z.ZodMiniType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchemaOf(schema, 'input');
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...(property.description ? { description: property.description } : {}),
    schema: property,
  }));
}
