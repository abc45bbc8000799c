/**
 * The route table as a contract on answers: a success parses with the schema its route declares for that
 * status (strict objects, so an undeclared field fails too); anything else is an `ErrorAnswer` with a
 * known code whose status is the table's, and one the route's OpenAPI answers list for that status. The contract test and the authorization matrix hold every
 * answer they get to it, so a new route is held to its declared answers by its matrix row alone.
 */
import { errorCodes } from '#shared/errors';
import { refusalsOf } from '#shared/openapi/refusals';
import { routeAnswers } from '#shared/route-answers';
import { type RouteId, routes } from '#shared/routes';
import * as z from '#shared/schemas/zod';

import { type Answer, type Call, invoke } from './invoke';

const errorAnswer = z.strictObject({
  code: z.enum(Object.keys(errorCodes) as [keyof typeof errorCodes]),
  message: z.string().check(z.minLength(1)),
  errors: z.optional(z.array(z.strictObject({ path: z.string(), message: z.string() }))),
});

export type Checked =
  { kind: 'success'; status: number } | { kind: 'refusal'; code: keyof typeof errorCodes };

/** Checks one answer of route `id` against the table; answers what it was. */
export function checkAnswer(id: RouteId, answer: Answer): Checked {
  const schema = (routeAnswers[id] as Partial<Record<number, z.core.$ZodType>>)[answer.status];
  if (schema) {
    const parsed = z.safeParse(schema, answer.body);
    expect(parsed.error?.issues ?? [], `${id} ${answer.status}: ${answer.text}`).toEqual([]);
    return { kind: 'success', status: answer.status };
  }
  expect(answer.status, `${id} answered ${answer.status}: ${answer.text}`).toBeGreaterThanOrEqual(400);
  const parsed = errorAnswer.safeParse(answer.body);
  expect(parsed.error?.issues ?? [], `${id} ${answer.status}: ${answer.text}`).toEqual([]);
  const code = parsed.data!.code;
  expect(errorCodes[code].status, `${id}: ${answer.text}`).toBe(answer.status);
  // As the OpenAPI document (and Prism over the browser suite) holds it: a status the entry implies lists
  // its codes, so the route's own code of that status must be in its `refuses`.
  const listed = refusalsOf(routes[id]);
  if (listed.some((other) => errorCodes[other].status === answer.status)) {
    expect(listed, `${id} refused with ${code}: list it in the route's \`refuses\``).toContain(code);
  }
  return { kind: 'refusal', code };
}

/**
 * A route group's contract story: `call` invokes a route and checks its answer against the table, and
 * records the routes that answered a success (`seen`) and the codes of the refusals (`refusals`), which
 * the story's end compares with its group.
 */
export function contractStory() {
  const seen = new Set<string>();
  const refusals = new Set<string>();
  async function call(id: RouteId, request: Call = {}): Promise<Answer> {
    const answer = await invoke(id, request);
    const checked = checkAnswer(id, answer);
    if (checked.kind === 'success') seen.add(id);
    else refusals.add(checked.code);
    return answer;
  }
  return { call, seen, refusals };
}
