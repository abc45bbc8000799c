/** The DynamoDB commands one call of a route sends, for the call-count tests (docs/dynamodb-calls.md). */
import { onDynamoCall } from '#functions/data/store/client';
import { type RouteId, routes } from '#shared/routes';

import { actionsOfCommand } from './dynamo-actions';
import { type Answer, type Call, invoke } from './invoke';

/** The commands one call of a route sends, in order (the first is always the caller's user item). */
export async function callsOf(route: RouteId, call: Call): Promise<{ status: number; commands: string[] }> {
  const commands: string[] = [];
  const stop = onDynamoCall((command) => commands.push(command.replace(/Command$/, '')));
  try {
    const answer = await invoke(route, call);
    return { status: answer.status, commands };
  } finally {
    stop();
  }
}

/**
 * Runs `story`, recording the IAM actions each route it calls through `call` sends, then holds every route
 * seen to exactly the `dynamo` actions its route-table entry declares (the stack grants those and no more).
 */
export async function expectDeclaredActions(
  story: (call: (id: RouteId, request: Call) => Promise<Answer>) => Promise<void>,
): Promise<void> {
  const seen = new Map<RouteId, Set<string>>();
  let current: RouteId | undefined;
  const stop = onDynamoCall((command, input) => {
    if (current) for (const action of actionsOfCommand(command, input)) seen.get(current)!.add(action);
  });
  try {
    await story(async (id, request) => {
      if (!seen.has(id)) seen.set(id, new Set());
      current = id;
      try {
        return await invoke(id, request);
      } finally {
        current = undefined;
      }
    });
  } finally {
    stop();
  }
  expect(seen.size).toBeGreaterThan(0);
  for (const [id, actions] of seen) expect([...actions].sort(), id).toEqual([...routes[id].dynamo].sort());
}
