import { afterEach, describe, expect, it, vi } from 'vitest';
import { findSystemTool, type SystemTool } from './support/system-tools.js';

/**
 * The rule for system programs a test needs (test/support/system-tools.ts): found → its path;
 * missing outside CI → skipped with one warning that names it and how to install it;
 * missing in CI → a failure, never a silent skip.
 */
const tool = (name: string, fallback = '/nonexistent/tool'): SystemTool => ({ name, pathVariable: 'SOME_TOOL_PATH', fallback, install: 'apt-get install some-tool' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('findSystemTool', () => {
  it('finds a tool at the path its variable names, and a command on PATH', () => {
    expect(findSystemTool(tool('node-by-variable'), { SOME_TOOL_PATH: process.execPath })).toBe(process.execPath);
    const dir = process.execPath.slice(0, process.execPath.lastIndexOf('/'));
    expect(findSystemTool(tool('node-on-path', 'node'), { PATH: dir })).toBe(process.execPath);
  });

  it('fails in CI when the tool is missing, naming it and how to install it', () => {
    for (const CI of ['true', '1']) {
      expect(() => findSystemTool(tool('missing-in-ci'), { CI, SOME_TOOL_PATH: '/nonexistent/chromium' })).toThrow(
        /missing-in-ci not found \(\/nonexistent\/chromium from SOME_TOOL_PATH\): apt-get install some-tool\. CI must run every test/,
      );
    }
  });

  it('outside CI answers undefined and warns once per tool with the reason', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const CI of [undefined, 'false', '0', undefined]) {
      expect(findSystemTool(tool('missing-locally', 'not-a-command-anywhere'), { CI, PATH: '/nonexistent' })).toBeUndefined();
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe('skipping the tests that need missing-locally: missing-locally not found (not-a-command-anywhere): apt-get install some-tool');
  });
});
