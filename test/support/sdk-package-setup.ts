import { packClient } from './sdk-package.js';

/**
 * Packs packages/client once per run (`npm pack` builds dist), before any test file installs it
 * (test/sdk-consumer.test.ts, test/sdk-cross-origin.test.ts): two files building dist at once would race.
 */
export default function setup(): Promise<() => Promise<void>> {
  return packClient();
}
