/** The DynamoDB commands one call of a route sends, for the call-count tests (docs/dynamodb-calls.md). */
import { onDynamoCall } from '#functions/data/store/client';
import type { RouteId } from '#shared/routes';

import { type Call, invoke } from './invoke';

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
