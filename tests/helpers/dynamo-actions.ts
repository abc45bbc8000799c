/**
 * The IAM actions behind the DynamoDB commands a handler sends, to hold them to the `dynamo` actions its
 * route declares (the stack grants exactly those): `tests/api/dynamo-actions.test.ts` and the
 * authorization matrix both record them.
 */
import type { DynamoAction } from '#shared/routes';

/** The IAM action each item of a TransactWriteItems is authorized as. */
const transactItemActions: Record<string, DynamoAction> = {
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  ConditionCheck: 'ConditionCheckItem',
};

/** The IAM actions one command needs: its own, or for a transaction, those of its items. */
export function actionsOfCommand(command: string, input: unknown): string[] {
  const name = command.replace(/Command$/, '');
  if (name === 'TransactWrite' || name === 'TransactWriteItems') {
    const items = (input as { TransactItems?: Record<string, unknown>[] }).TransactItems ?? [];
    return items.flatMap((item) => Object.keys(item).map((kind) => transactItemActions[kind] ?? kind));
  }
  if (name === 'TransactGet' || name === 'TransactGetItems') return ['GetItem'];
  // The document client's commands are named after the operation without "Item" (GetCommand, PutCommand…).
  const documentClientNames: Record<string, string> = {
    Get: 'GetItem',
    Put: 'PutItem',
    Update: 'UpdateItem',
    Delete: 'DeleteItem',
    BatchGet: 'BatchGetItem',
    BatchWrite: 'BatchWriteItem',
  };
  return [documentClientNames[name] ?? name];
}
