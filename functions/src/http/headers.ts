import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * A request header by its lower-case name. API Gateway lower-cases header names; a call made another way
 * (a test, another front) may not, so the name is matched in any case.
 */
export function headerOf(event: Pick<APIGatewayProxyEventV2, 'headers'>, name: string): string | undefined {
  return Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];
}
