/**
 * What each route of the route table (`routes.ts`) answers on success, by status: 200, or 201 for a
 * creation; the spec's auth routes also answer 203 `{message}` and 204 with no body; the live poll 304
 * with none. Refusals are `ErrorAnswer`s (`errors.ts`) on every route.
 *
 * Each group's answers are in `route-answers/<group>.ts`, beside its table file `route-table/<group>.ts`.
 * Kept apart from the table itself because only types and tests need it: the site's client and the
 * handlers' replies are typed from it, and the contract test parses every real answer with it. A handler
 * never imports it, so no Lambda builds the answer schemas when it starts.
 */
import { alertsAnswers } from './route-answers/alerts';
import { allotmentAnswers } from './route-answers/allotment';
import { analyticsAnswers } from './route-answers/analytics';
import { authAnswers } from './route-answers/auth';
import { boardAnswers } from './route-answers/board';
import { calendarAnswers } from './route-answers/calendar';
import { changesAnswers } from './route-answers/changes';
import { doorsAnswers } from './route-answers/doors';
import { feedbackAnswers } from './route-answers/feedback';
import { inspectionsAnswers } from './route-answers/inspections';
import { maintenanceAnswers } from './route-answers/maintenance';
import { notificationsAnswers } from './route-answers/notifications';
import { oidcAnswers } from './route-answers/oidc';
import { photosAnswers } from './route-answers/photos';
import { privacyAnswers } from './route-answers/privacy';
import { pushAnswers } from './route-answers/push';
import { recurringAnswers } from './route-answers/recurring';
import { referenceAnswers } from './route-answers/reference';
import { registrationAnswers } from './route-answers/registration';
import { requestsAnswers } from './route-answers/requests';
import { residentsAnswers } from './route-answers/residents';
import { roomsAnswers } from './route-answers/rooms';
import { settingsAnswers } from './route-answers/settings';
import { usersAnswers } from './route-answers/users';
import { webhooksAnswers } from './route-answers/webhooks';
import type { RouteAnswers } from './route-def';
import type { RouteId } from './routes';

export const routeAnswers = {
  ...authAnswers,
  ...requestsAnswers,
  ...usersAnswers,
  ...feedbackAnswers,
  ...registrationAnswers,
  ...settingsAnswers,
  ...notificationsAnswers,
  ...allotmentAnswers,
  ...analyticsAnswers,
  ...alertsAnswers,
  ...changesAnswers,
  ...roomsAnswers,
  ...residentsAnswers,
  ...boardAnswers,
  ...recurringAnswers,
  ...calendarAnswers,
  ...doorsAnswers,
  ...pushAnswers,
  ...oidcAnswers,
  ...photosAnswers,
  ...referenceAnswers,
  ...maintenanceAnswers,
  ...webhooksAnswers,
  ...inspectionsAnswers,
  ...privacyAnswers,
} as const satisfies Record<RouteId, RouteAnswers>;
