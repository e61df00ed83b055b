import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BUILD_SCRIPT = fileURLToPath(new URL('../../scripts/build-portal-web.mjs', import.meta.url));

/**
 * Builds the portal web app once per run, before any end-to-end file serves it (through the script
 * `npm start` runs: nothing happens when the build is newer than its sources, so the second suite of
 * .ci/run and a developer's reruns pay nothing). Two files building at once would race on its dist/.
 */
export default function setup(): void {
  const run = spawnSync(process.execPath, [BUILD_SCRIPT], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`building the portal web app failed (exit ${run.status ?? run.signal}): see its output above`);
}
