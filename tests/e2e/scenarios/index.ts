import type { Scenario } from '../run';
import { adminPhoneScenarios } from './admin-phone';
import { allotmentScenarios } from './allotment';
import { analyticsScenarios } from './analytics';
import { apiReferenceScenarios } from './api-reference';
import { autoAllotScenarios } from './auto-allot';
import { boardScenarios } from './board';
import { builderScenarios } from './builder';
import { calendarFeedScenarios } from './calendar-feed';
import { dataRightsScenarios } from './data-rights';
import { doorCodeScenarios } from './door-codes';
import { effortScenarios } from './effort';
import { erasePersonScenarios } from './erase-person';
import { exportScenarios } from './export';
import { feedbackScenarios } from './feedback';
import { inspectionScenarios } from './inspections';
import { keeperActionScenarios } from './keeper-actions';
import { keeperBuildingScenarios } from './keeper-building';
import { keeperPhoneScenarios } from './keeper-phone';
import { keeperPhotoScenarios } from './keeper-photo';
import { keeperSignOutScenarios } from './keeper-sign-out';
import { languageScenarios } from './languages';
import { liveScenarios } from './live';
import { maintenanceScenarios } from './maintenance';
import { manageScenarios } from './manage';
import { newHostelScenarios } from './new-hostel';
import { overdueScenarios } from './overdue';
import { printScenarios } from './print';
import { profileScenarios } from './profile';
import { publicScenarios } from './public';
import { pushNotificationScenarios } from './push-notifications';
import { recurringScenarios } from './recurring';
import { recurringAutoAllotScenarios } from './recurring-auto-allot';
import { recurringResidentsScenarios } from './recurring-residents';
import { registrationScenarios } from './registration';
import { rescheduleScenarios } from './reschedule';
import { residentsScenarios } from './residents';
import { roomsScenarios } from './rooms';
import { searchDaysOffRatingScenarios } from './search-days-off-rating';
import { settingsScenarios } from './settings';
import { studentPhoneScenarios } from './student-phone';
import { universitySignInScenarios } from './university-sign-in';
import { webhookScenarios } from './webhooks';
import { workflowScenarios } from './workflow';

export const scenarios: Scenario[] = [
  ...publicScenarios,
  ...workflowScenarios,
  ...keeperPhoneScenarios,
  ...keeperPhotoScenarios,
  ...keeperActionScenarios,
  ...keeperSignOutScenarios,
  ...studentPhoneScenarios,
  ...liveScenarios,
  ...feedbackScenarios,
  ...exportScenarios,
  ...printScenarios,
  ...analyticsScenarios,
  ...manageScenarios,
  ...registrationScenarios,
  ...settingsScenarios,
  ...overdueScenarios,
  ...allotmentScenarios,
  ...autoAllotScenarios,
  ...profileScenarios,
  ...builderScenarios,
  ...languageScenarios,
  ...searchDaysOffRatingScenarios,
  ...rescheduleScenarios,
  ...adminPhoneScenarios,
  ...roomsScenarios,
  ...effortScenarios,
  ...residentsScenarios,
  ...boardScenarios,
  ...keeperBuildingScenarios,
  ...newHostelScenarios,
  ...recurringScenarios,
  ...calendarFeedScenarios,
  ...recurringResidentsScenarios,
  ...doorCodeScenarios,
  ...recurringAutoAllotScenarios,
  ...pushNotificationScenarios,
  ...apiReferenceScenarios,
  ...maintenanceScenarios,
  ...inspectionScenarios,
  ...webhookScenarios,
  ...dataRightsScenarios,
  ...erasePersonScenarios,
  ...universitySignInScenarios,
];
