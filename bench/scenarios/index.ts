import { apiKeysScenario } from './api-keys.js';
import { countriesScenario, healthScenario } from './constants.js';
import { loginScenario } from './login.js';
import { machineWalletsScenario } from './machine.js';
import { mfaMailScenario } from './mfa-mail.js';
import { secureChannelScenario } from './secure-channel.js';
import { profileScenario, refreshScenario } from './signed-in.js';
import { transfersScenario } from './transfers.js';
import type { Scenario } from './types.js';

/** Every scenario `npm run bench` runs, in order (issue 7's table after the two framework yardsticks). */
export const SCENARIOS: Scenario[] = [
  healthScenario,
  countriesScenario,
  profileScenario,
  apiKeysScenario,
  machineWalletsScenario,
  refreshScenario,
  loginScenario,
  secureChannelScenario,
  transfersScenario,
  mfaMailScenario,
];
