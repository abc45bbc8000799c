/** What the routes of `route-table/settings.ts` answer on success, by status (the hostel's settings). */
import * as settings from '../answers/hostel-settings';
import type { RouteAnswers } from '../route-def';
import type { settingsRoutes } from '../route-table/settings';

export const settingsAnswers = {
  hostelSettings: { 200: settings.hostelSettingsAnswer },
  updateHostelSettings: { 200: settings.hostelSettingsAnswer },
  requestRules: { 200: settings.requestRulesAnswer },
} as const satisfies Record<keyof typeof settingsRoutes, RouteAnswers>;
