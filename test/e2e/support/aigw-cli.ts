import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The repository root (this file is test/e2e/support/aigw-cli.ts, or its build under dist/). */
export const REPO_ROOT = [join(__dirname, '..', '..', '..'), join(__dirname, '..', '..', '..', '..')].find((d) =>
  existsSync(join(d, 'bin', 'aigw.js')),
)!;
export const AIGW_BIN = join(REPO_ROOT, 'bin', 'aigw.js');

/** Fails early, with the fix, when the CLI has not been built. */
export function assertBuilt(): void {
  if (!existsSync(join(REPO_ROOT, 'dist', 'cli', 'aigw.js'))) {
    throw new Error(`the aigw CLI is not built (${join(REPO_ROOT, 'dist')} is missing): run 'npm run build' first`);
  }
}

/** Runs `aigw <args>` to completion and returns its stdout (throws with stderr on a non-zero exit). */
export async function aigw(args: readonly string[]): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [AIGW_BIN, ...args], { timeout: 60_000 });
    return stdout;
  } catch (e) {
    const err = e as Error & { stderr?: string };
    throw new Error(`aigw ${args.join(' ')} failed: ${err.message}\n${err.stderr ?? ''}`);
  }
}
