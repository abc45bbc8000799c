/** What the routes of `route-table/users.ts` answer on success, by status (users and the profile). */
import * as effort from '../answers/effort';
import * as users from '../answers/user';
import type { RouteAnswers } from '../route-def';
import type { userRoutes } from '../route-table/users';

export const usersAnswers = {
  listUsers: { 200: users.listUsersAnswer },
  createUser: { 201: users.createUserAnswer },
  deleteUsers: { 200: users.deleteUsersAnswer },
  updateUser: { 200: users.updateUserAnswer },
  updatePassword: { 200: users.updatePasswordAnswer },
  setKeeperCapacity: { 200: effort.keeperCapacityAnswer },
} as const satisfies Record<keyof typeof userRoutes, RouteAnswers>;
