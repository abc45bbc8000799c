import type { Scenario } from '../run';
import { publicScenarios } from './public';

export const scenarios: Scenario[] = [...publicScenarios];
