/**
 * The ```sh blocks of one section of a docs page, as the lines a user pastes. A cluster test that
 * runs these (not a copy of them) fails when the page stops working, so the page cannot drift.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './cluster';

/**
 * Each ```sh block between `heading` (a whole line, e.g. `## Install`) and the next heading of the
 * same or a higher level, in order, as its non-empty lines. Fails when the section or its blocks are missing.
 */
export function shBlocksOf(page: string, heading: string, markdown = readFileSync(join(REPO_ROOT, page), 'utf8')): string[][] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`${page} has no "${heading}" section`);
  const level = /^#+/.exec(heading)?.[0].length ?? 0;
  const blocks: string[][] = [];
  let block: string[] | undefined;
  for (const line of lines.slice(start + 1)) {
    if (block) {
      if (line.startsWith('```')) {
        blocks.push(block.filter((l) => l.trim() !== ''));
        block = undefined;
      } else block.push(line);
      continue;
    }
    const m = /^(#+) /.exec(line);
    if (m && m[1].length <= level) break;
    if (line === '```sh') block = [];
  }
  if (block) throw new Error(`${page}: a \`\`\`sh block under "${heading}" is never closed`);
  if (blocks.length === 0) throw new Error(`${page}: "${heading}" has no \`\`\`sh block`);
  return blocks;
}
