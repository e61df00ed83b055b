import { accessSync, constants } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';

/*
 * The few system programs a test drives (a browser, the openssl CLI) are not installed by
 * `npm ci`. On a developer's machine a missing one skips the tests that need it, with one warning
 * naming the program and how to get it, so the README's `npm test` passes on a fresh clone; in CI
 * (`CI` set, as .ci/run is run) a missing one fails the file, so the check cannot silently vanish.
 */

export interface SystemTool {
  /** The program's name, as a person would look for it. */
  name: string;
  /** Environment variable holding its path; also how a check hides it (`VAR=/nonexistent`). */
  pathVariable: string;
  /** Where it is when the variable is unset: an absolute path, or a command searched on PATH. */
  fallback: string;
  /** How to install it, shown with the reason. */
  install: string;
}

export const CHROMIUM: SystemTool = {
  name: 'Chromium',
  pathVariable: 'CHROMIUM_PATH',
  fallback: '/usr/bin/chromium',
  install: "apt-get install chromium (Debian's package), or set CHROMIUM_PATH to a Chromium or Chrome binary",
};

export const OPENSSL: SystemTool = {
  name: 'openssl',
  pathVariable: 'OPENSSL_PATH',
  fallback: 'openssl',
  install: 'apt-get install openssl (or your system\'s package), or set OPENSSL_PATH to the openssl binary',
};

const warned = new Set<string>();

/** CI services set CI=true (or 1); CI=false or CI=0 is a developer saying it is not CI. */
function inCi(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.CI) && env.CI !== 'false' && env.CI !== '0';
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function locate(command: string): string | undefined {
  if (isAbsolute(command)) return executable(command) ? command : undefined;
  return (process.env.PATH ?? '').split(delimiter).filter(Boolean).map((dir) => join(dir, command)).find(executable);
}

/**
 * The tool's path, or undefined when it is absent outside CI (after one console.warn per tool
 * and process). Throws in CI, so a run without the tool fails instead of skipping.
 */
export function findSystemTool(tool: SystemTool, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const wanted = env[tool.pathVariable] || tool.fallback;
  const found = locate(wanted);
  if (found) return found;
  const reason = `${tool.name} not found (${wanted}${env[tool.pathVariable] ? ` from ${tool.pathVariable}` : ''}): ${tool.install}`;
  if (inCi(env)) throw new Error(`${reason}. CI must run every test, so this is a failure, not a skip.`);
  if (!warned.has(tool.name)) {
    warned.add(tool.name);
    console.warn(`skipping the tests that need ${tool.name}: ${reason}`);
  }
  return undefined;
}
