/**
 * The route table as a contract on answers: a success parses with the schema its route declares for that
 * status (strict objects, so an undeclared field fails too); anything else is an `ErrorAnswer` with a
 * known code whose status is the table's. The contract test and the authorization matrix hold every
 * answer they get to it, so a new route is held to its declared answers by its matrix row alone.
 */
import { errorCodes } from '#shared/errors';
import { routeAnswers } from '#shared/route-answers';
import type { RouteId } from '#shared/routes';
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
  expect(errorCodes[parsed.data!.code].status, `${id}: ${answer.text}`).toBe(answer.status);
  return { kind: 'refusal', code: parsed.data!.code };
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
