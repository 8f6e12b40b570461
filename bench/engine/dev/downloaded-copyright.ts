/**
 * Organisations' names from the copyright files of Debian packages that are not installed here,
 * fetched by fetch-copyright.sh (the archives are downloaded, never installed): X.Org, Mesa,
 * fonts, printing, browsers, numeric and database libraries name many companies, universities and
 * foundations nobody in this project chose. Names the installed copyright files already hold (the
 * dev corpus's organisation part, tuned on) are left out.
 *
 * The packages are split in two by a hash of their name: the `tune` half may be read while
 * changing the detector, the `check` half is only measured, so the pair shows whether a change
 * carries over to names nobody looked at. Nothing of it is committed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Mention } from '../eval/dataset';
import { shuffled } from '../heldout/debian-corpus';
import { caseOf, type HeldoutPrompt } from '../heldout/marks';
import { copyrightHolder, HOLDER_SUFFIX, ORGANISATION_FRAMES } from './dev-corpus';

/** Where fetch-copyright.sh puts the files (`<dir>/<pkg>/copyright`). */
export const DOWNLOADED_COPYRIGHT_DIR = process.env.DEV_COPYRIGHT_DIR ?? '/tmp/aigw-dev-copyright';
const SEED = 4242;

/** Which half a package belongs to: a fixed hash of its name, so the split never moves. */
export function copyrightHalf(pkg: string): 'tune' | 'check' {
  let h = 2166136261;
  for (let i = 0; i < pkg.length; i++) h = Math.imul(h ^ pkg.charCodeAt(i), 16777619);
  return (h >>> 0) % 2 === 0 ? 'tune' : 'check';
}

function holders(root: string, pkg: string): string[] {
  let text: string;
  try {
    text = readFileSync(join(root, pkg, 'copyright'), 'utf8');
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const name = /copyright|^\s+(?:\(c\)|©)?\s*\d{4}/i.test(line) ? copyrightHolder(line.replace(/^.*?\bcopyright\b:?/i, 'Copyright')) : undefined;
    if (name !== undefined) out.push(name);
  }
  return out;
}

/** The prompts of one half, each name once, in one of the dev corpus's sentences. */
export function downloadedCopyrightPrompts(half: 'tune' | 'check', root = DOWNLOADED_COPYRIGHT_DIR, installed = '/usr/share/doc'): { packages: number; prompts: HeldoutPrompt[] } {
  if (!existsSync(root)) return { packages: 0, prompts: [] };
  const seen = new Set<string>();
  for (const pkg of existsSync(installed) ? readdirSync(installed) : []) for (const n of holders(installed, pkg)) seen.add(n.toLowerCase());
  const names: string[] = [];
  let packages = 0;
  for (const pkg of readdirSync(root).sort()) {
    const found = holders(root, pkg);
    // A name is counted in the half of the first package (in sorted order) that holds it.
    const fresh = found.filter((n) => !seen.has(n.toLowerCase()));
    for (const n of found) seen.add(n.toLowerCase());
    if (copyrightHalf(pkg) !== half) continue;
    packages++;
    names.push(...new Set(fresh));
  }
  const prompts = shuffled(names, SEED).map((name, i): HeldoutPrompt => {
    const [before, after] = ORGANISATION_FRAMES[i % ORGANISATION_FRAMES.length];
    const tags = ['entity:organization', `source:downloaded-${half}`, `case:${caseOf(name)}`];
    const last = name.split(/[\s,]+/).pop() ?? '';
    tags.push(HOLDER_SUFFIX.test(last) ? 'org:legal-suffix' : 'org:no-suffix');
    tags.push(name.split(/\s+/).length > 2 ? 'form:three-words-or-more' : 'form:two-words');
    const mention: Mention = { start: before.length, end: before.length + name.length, kind: 'organization', text: name, tags };
    return { id: `downloaded-${half}:${i}`, text: before + name + after, kind: 'chat', case: 'normal', mentions: [mention], shape: 'debian-frame' };
  });
  return { packages, prompts };
}
