/** What the routes of `route-table/requests.ts` answer on success, by status (the clean-request workflow). */
import * as requests from '../answers/clean-request';
import type { RouteAnswers } from '../route-def';
import type { requestRoutes } from '../route-table/requests';

export const requestsAnswers = {
  createRequest: { 201: requests.createRequestAnswer },
  adminDashboard: { 200: requests.adminDashboardAnswer },
  roomkeeperDashboard: { 200: requests.roomkeeperDashboardAnswer },
  studentDashboard: { 200: requests.studentDashboardAnswer },
  listRoomkeepers: { 200: requests.listRoomkeepersAnswer },
  allotRequest: { 200: requests.changedRequestAnswer },
  schedule: { 200: requests.scheduleAnswer },
  rejectRequest: { 200: requests.changedRequestAnswer },
  startRequest: { 200: requests.changedRequestAnswer },
  completeRequest: { 200: requests.changedRequestAnswer },
  deleteRequest: { 200: requests.deleteRequestAnswer },
  listRequests: { 200: requests.listRequestsAnswer },
} as const satisfies Record<keyof typeof requestRoutes, RouteAnswers>;
