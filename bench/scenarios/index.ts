import { countriesScenario, healthScenario } from './constants.js';
import { profileScenario, refreshScenario } from './signed-in.js';
import type { Scenario } from './types.js';

/** Every scenario `npm run bench` runs, in order. */
export const SCENARIOS: Scenario[] = [healthScenario, countriesScenario, profileScenario, refreshScenario];
