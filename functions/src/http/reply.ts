/**
 * The success answers a route's function returns. `createHandler` types the function's result as the
 * route's `ReplyOf` (#shared/routes), so an answer whose status or body the route's answers (`route-answers.ts`) do not
 * declare fails to compile.
 */
export const ok = <Body>(body: Body) => ({ status: 200 as const, body });
export const created = <Body>(body: Body) => ({ status: 201 as const, body });
/** The spec's auth failure codes: 203 carries a message, 204 has no body by HTTP's rules. */
export const authFailure = (message: string) => ({ status: 203 as const, body: { message } });
export const noContent = () => ({ status: 204 as const, body: undefined });
