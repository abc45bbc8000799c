/** What the routes of `route-table/board.ts` answer on success, by status (the room board). */
import * as board from '../answers/board';
import type { RouteAnswers } from '../route-def';
import type { boardRoutes } from '../route-table/board';

export const boardAnswers = {
  roomBoard: { 200: board.roomBoardAnswer },
  roomPage: { 200: board.roomPageAnswer },
} as const satisfies Record<keyof typeof boardRoutes, RouteAnswers>;
