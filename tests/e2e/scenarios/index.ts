import type { Scenario } from '../run';
import { builderScenarios } from './builder';
import { feedbackScenarios } from './feedback';
import { keeperPhoneScenarios } from './keeper-phone';
import { languageScenarios } from './languages';
import { liveScenarios } from './live';
import { manageScenarios } from './manage';
import { profileScenarios } from './profile';
import { publicScenarios } from './public';
import { registrationScenarios } from './registration';
import { workflowScenarios } from './workflow';

export const scenarios: Scenario[] = [
  ...publicScenarios,
  ...workflowScenarios,
  ...keeperPhoneScenarios,
  ...liveScenarios,
  ...feedbackScenarios,
  ...manageScenarios,
  ...registrationScenarios,
  ...profileScenarios,
  ...builderScenarios,
  ...languageScenarios,
];
