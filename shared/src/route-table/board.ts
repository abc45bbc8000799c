/**
 * The room board (issue 30): every room of a building by floor with its state on a date, and one room's
 * page. Admins read it, and keepers too (read-only; no route here writes): a keeper the admin gave a
 * building reads that building only. Part of the route table (`routes.ts`).
 */
import type { RouteDef } from '../route-def';
import * as board from '../schemas/board';

export const boardRoutes = {
  roomBoard: {
    method: 'GET',
    path: '/api/roomBoard',
    roles: ['admin', 'roomkeeper'],
    query: board.roomBoardQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
    refuses: ['input.badCursor'],
  },
  roomPage: {
    method: 'GET',
    path: '/api/roomPage',
    roles: ['admin', 'roomkeeper'],
    query: board.roomPageQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
  },
} as const satisfies Record<string, RouteDef>;
