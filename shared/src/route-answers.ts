/**
 * What each route of the route table (`routes.ts`) answers on success, by status: 200, or 201 for a
 * creation; the spec's auth routes also answer 203 `{message}` and 204 with no body; the live poll 304
 * with none. Refusals are `ErrorAnswer`s (`errors.ts`) on every route.
 *
 * Kept apart from the table itself because only types and tests need it: the site's client and the
 * handlers' replies are typed from it, and the contract test parses every real answer with it. A handler
 * never imports it, so no Lambda builds the answer schemas when it starts.
 */
import * as analytics from './answers/analytics';
import * as auth from './answers/auth';
import * as bulk from './answers/bulk-allot';
import * as requests from './answers/clean-request';
import * as daysOff from './answers/days-off';
import { messageAnswer, noBody } from './answers/entities';
import * as feedback from './answers/feedback';
import * as settings from './answers/hostel-settings';
import * as notifications from './answers/notifications';
import * as overdue from './answers/overdue';
import * as registration from './answers/registration';
import * as users from './answers/user';
import * as workload from './answers/workload';
import type { RouteAnswers } from './route-def';
import type { RouteId } from './routes';

export const routeAnswers = {
  // Auth (`route-table/auth.ts`)
  health: { 200: auth.healthAnswer },
  hostels: { 200: auth.hostelsAnswer },
  authLogin: { 200: auth.sessionAnswer, 203: messageAnswer, 204: noBody },
  authRegister: { 200: auth.sessionAnswer, 203: messageAnswer, 204: noBody },
  authConfirmEmail: { 200: auth.confirmEmailAnswer },
  authGetUser: { 200: auth.getUserAnswer },
  authForgotPassword: { 200: messageAnswer, 204: noBody },
  authResetPassword: { 200: messageAnswer, 203: messageAnswer },
  // The clean-request workflow (`route-table/requests.ts`)
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
  // Users and the profile (`route-table/users.ts`)
  listUsers: { 200: users.listUsersAnswer },
  createUser: { 201: users.createUserAnswer },
  deleteUsers: { 200: users.deleteUsersAnswer },
  updateUser: { 200: users.updateUserAnswer },
  updatePassword: { 200: users.updatePasswordAnswer },
  // Feedback (`route-table/feedback.ts`)
  createRating: { 201: feedback.createRatingAnswer },
  listRatings: { 200: feedback.feedbackPage },
  listComplaints: { 200: feedback.feedbackPage },
  listSuggestions: { 200: feedback.feedbackPage },
  // Registration approval and hostel settings (`route-table/registration.ts`)
  listRegistrations: { 200: registration.listRegistrationsAnswer },
  approveUsers: { 200: registration.approveUsersAnswer },
  declineUsers: { 200: registration.declineUsersAnswer },
  hostelSettings: { 200: settings.hostelSettingsAnswer },
  updateHostelSettings: { 200: settings.hostelSettingsAnswer },
  // Notifications, the live poll and the timeline (`route-table/notifications.ts`)
  listNotifications: { 200: notifications.listNotificationsAnswer },
  readNotifications: { 200: notifications.readNotificationsAnswer },
  live: { 200: notifications.liveAnswer, 304: noBody },
  requestTimeline: { 200: notifications.requestTimelineAnswer },
  // Request rules (`route-table/settings.ts`)
  requestRules: { 200: settings.requestRulesAnswer },
  // Allotment (`route-table/allotment.ts`)
  allotOptions: { 200: workload.allotOptionsAnswer },
  daysOff: { 200: daysOff.daysOffAnswer },
  setDayOff: { 200: daysOff.daysOffAnswer },
  allotPlan: { 200: bulk.allotPlanAnswer },
  bulkAllot: { 200: bulk.bulkAllotAnswer },
  // Analytics (`route-table/analytics.ts`)
  analytics: { 200: analytics.analyticsAnswer },
  // Alerts (`route-table/alerts.ts`)
  overdueRequests: { 200: overdue.overdueAnswer },
} as const satisfies Record<RouteId, RouteAnswers>;
