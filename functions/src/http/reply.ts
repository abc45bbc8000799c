/** What a route's domain function answers; `createHandler` turns it into the Lambda result. */
export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const created = (body: unknown): Reply => ({ status: 201, body });
/** The spec's auth failure codes: 203 carries a message, 204 has no body by HTTP's rules. */
export const authFailure = (message: string): Reply => ({ status: 203, body: { message } });
export const noContent = (): Reply => ({ status: 204 });
