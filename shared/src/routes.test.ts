/** The route table is put together from its groups; a route id given twice would silently keep the last. */
import { alertRoutes } from './route-table/alerts';
import { allotmentRoutes } from './route-table/allotment';
import { analyticsRoutes } from './route-table/analytics';
import { authRoutes } from './route-table/auth';
import { feedbackRoutes } from './route-table/feedback';
import { notificationRoutes } from './route-table/notifications';
import { registrationRoutes } from './route-table/registration';
import { requestRoutes } from './route-table/requests';
import { settingsRoutes } from './route-table/settings';
import { userRoutes } from './route-table/users';
import { routeIds } from './routes';

it('holds every route of every group, each id once', () => {
  const groups = [
    authRoutes,
    requestRoutes,
    userRoutes,
    feedbackRoutes,
    registrationRoutes,
    notificationRoutes,
    settingsRoutes,
    allotmentRoutes,
    analyticsRoutes,
    alertRoutes,
  ];
  const declared = groups.flatMap((group) => Object.keys(group));

  expect(new Set(declared).size).toBe(declared.length);
  expect([...routeIds].sort()).toEqual([...declared].sort());
});
