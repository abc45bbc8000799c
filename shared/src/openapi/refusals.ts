/**
 * The refusals a route can answer because of what its table entry declares (`route-def.ts`), as the one
 * handler wrapper (`functions/src/http/create-handler.ts`, `http/auth.ts`) answers them, and the codes of its
 * own rules it lists in `refuses`. Its other codes answer with statuses none of these has: the document gives
 * them as the route's `default` answer.
 */
import { type ErrorCode, errorCodes } from '../errors';
import { anyRole, type RouteDef } from '../route-def';

/** The codes `route` can be refused with by its table entry, in the order of `errors.ts`. */
export function refusalsOf(route: RouteDef): ErrorCode[] {
  const codes = new Set<ErrorCode>(['auth.notThroughEdge', 'server.error', ...(route.refuses ?? [])]);
  if (route.table !== 'none') {
    codes.add('server.busy');
    codes.add('server.unavailable');
  }
  if (route.roles !== 'public') {
    codes.add('auth.unauthenticated');
    if (anyRole.some((role) => !route.roles.includes(role))) codes.add('auth.roleNotAllowed');
    if (route.roles.includes('student') && !route.openToAwaiting) {
      codes.add('auth.emailUnconfirmed');
      codes.add('auth.awaitingApproval');
    }
  }
  if (route.params || route.query) codes.add('input.invalid');
  if (route.query) codes.add('input.repeatedQuery');
  if (route.body) {
    codes.add('input.tooLarge');
    codes.add('input.notJson');
    codes.add('input.malformedJson');
    // A route whose spec answers an invalid body with another status (register: 204) refuses none with 400.
    if (!route.invalidBodyStatus) {
      codes.add('input.invalid');
      codes.add('input.bodyRequired');
    }
  }
  return (Object.keys(errorCodes) as ErrorCode[]).filter((code) => codes.has(code));
}

/** The codes grouped by the status they answer with. */
export function byStatus(codes: readonly ErrorCode[]): Map<number, ErrorCode[]> {
  const statuses = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = errorCodes[code].status;
    statuses.set(status, [...(statuses.get(status) ?? []), code]);
  }
  return new Map([...statuses].sort(([a], [b]) => a - b));
}
