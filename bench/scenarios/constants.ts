import type { Scenario } from './types.js';

/** Public reference data: ingress guard + serialization of a ~30 KB list, no database. */
export const countriesScenario: Scenario = {
  name: 'GET constants/countries',
  description: 'ingress (portal code, locale) and fast-json-stringify of 250 records',
  target: 'baseline for the framework overhead',
  async prepare(target) {
    const headers = { 'x-portal-access-code': target.portalCode, accept: 'application/json' };
    const response = await fetch(`${target.url}/web/v1/partner/constants/countries`, { headers });
    return { requests: [{ method: 'GET', path: '/web/v1/partner/constants/countries', headers }], sampleBody: await response.text() };
  },
};

/** The cheapest route: the ceiling of the framework on this machine. */
export const healthScenario: Scenario = {
  name: 'GET /healthz',
  description: 'no hooks beyond ingress headers and metrics',
  target: 'framework ceiling',
  async prepare(target) {
    const response = await fetch(`${target.url}/healthz`);
    return { requests: [{ method: 'GET', path: '/healthz' }], sampleBody: await response.text() };
  },
};
