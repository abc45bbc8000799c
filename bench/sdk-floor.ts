/**
 * The "SDK floor": the least a handler of this product can be — a DocumentClient and one GetItem —
 * bundled exactly as the handlers are. Handler cold imports are given as multiples of this one.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = async () =>
  db.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: 'HEALTH', sk: 'HEALTH' } }));
