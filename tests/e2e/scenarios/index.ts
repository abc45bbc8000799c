import type { Scenario } from '../run';
import { publicScenarios } from './public';
import { workflowScenarios } from './workflow';

export const scenarios: Scenario[] = [...publicScenarios, ...workflowScenarios];
