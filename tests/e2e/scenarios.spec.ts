/** Every scenario listed in `scenarios/index.ts`, one Playwright test each (`playwright.config.ts`). */
import { declareScenarios } from './scenario';
import { scenarios } from './scenarios';

declareScenarios(scenarios);
