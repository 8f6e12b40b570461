/**
 * The README's quickstart, as the lines a user pastes: the first ```sh block after the heading
 * "## Quickstart". The suite runs exactly these lines, so the section cannot drift.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './cluster';

export const QUICKSTART_HEADING = '## Quickstart';

export function quickstartLines(readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8')): string[] {
  const start = readme.indexOf(`\n${QUICKSTART_HEADING}`);
  if (start < 0) throw new Error(`README.md has no "${QUICKSTART_HEADING}" section`);
  const open = readme.indexOf('\n```sh\n', start);
  const nextHeading = readme.indexOf('\n## ', start + 1);
  if (open < 0 || (nextHeading >= 0 && open > nextHeading)) throw new Error('the quickstart section has no ```sh block');
  const body = readme.slice(open + '\n```sh\n'.length);
  const close = body.indexOf('\n```');
  return body
    .slice(0, close)
    .split('\n')
    .filter((line) => line.trim() !== '');
}
