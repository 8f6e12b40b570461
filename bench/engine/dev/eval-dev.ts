/**
 * `npm run eval:dev`: the detector on the dev data, which may be read freely while tuning:
 *
 * 1. the hand-written dev set (bench/engine/dev/prompts);
 * 2. the dev corpus (dev-corpus.ts): name-free gettext messages, man pages and package
 *    descriptions, copyright holders' names and organisations named on copyright lines, all read
 *    from the installed system;
 * 3. text fetched by the scripts beside this file (copyright files, organisation lists, the
 *    credit sections of translated manual pages), each split into a tune and a check half.
 *
 * `EVAL_SHOW=misses,false` lists missed names and masked spans (of the corpus too, which is then
 * printed only to the terminal, never committed). Report figures from `npm run eval:heldout`.
 */
import { LexiconNameDetector } from '../../../engines/pseudonymizer/core/lexicon-detector';
import type { NameDetector } from '../../../engines/pseudonymizer/core/name-detector';
import { scoreDetector } from '../eval/score';
import { changedBy, pct, printTags, reportHandWritten } from '../heldout/hand-written-report';
import { copyrightNamePrompts, copyrightOrganisationPrompts, devNegatives } from './dev-corpus';
import type { HeldoutPrompt } from '../heldout/marks';
import { devPrompts } from './prompt-set';
import { debianTuneNames, debianTuneParagraphs } from './debian-tune';
import { DOWNLOADED_COPYRIGHT_DIR, downloadedCopyrightPrompts } from './downloaded-copyright';
import { DOWNLOADED_ORG_LISTS_DIR, downloadedOrgListPrompts } from './downloaded-org-lists';
import { worldParagraphs, worldPeoplePrompts } from './people-world-split';
import { MAN_PAGES_DIR, manPageAuthorPrompts } from './man-page-authors';
import { overreaching } from './label-overreach';
import { packageSummaryPrompts } from './package-summaries';

const show = process.env.EVAL_SHOW ?? '';

function negatives(detector: NameDetector): void {
  const { prompts, counts } = devNegatives();
  if (prompts.length === 0) {
    console.log('\n[dev corpus, name-free] nothing installed to sample (gettext catalogues, manpages-it/-pl/-nl/-cs, dpkg status)');
    return;
  }
  const s = scoreDetector(detector, prompts);
  console.log(`\n[dev corpus, name-free] ${s.plainPrompts} texts: ${Object.entries(counts).map(([k, n]) => `${k} ${n}`).join(', ')}`);
  console.log(`changed: ${s.plainPromptsMasked}/${s.plainPrompts} (${pct(s.falseMaskRate)}); masked spans: ${s.falseMaskedWords}; round trip not exact: ${s.roundTripFailures}`);
  console.log('changed, by source and language:');
  changedBy(prompts, s, (p) => p.id.split(':').slice(0, 2).join(':'));
  if (show.includes('false')) for (const f of s.falseMasks) console.log(`false mask ${f.id}: ${f.text}`);
}

function names(detector: NameDetector): void {
  const { found, prompts } = copyrightNamePrompts();
  if (prompts.length === 0) {
    console.log('\n[dev corpus, names] no machine-readable copyright files under /usr/share/doc');
    return;
  }
  const s = scoreDetector(detector, prompts);
  console.log(`\n[dev corpus, names] ${prompts.length} copyright holders sampled from ${found}, each in a sentence`);
  console.log(`recall: ${pct(s.recallPerson)}; round trip not exact: ${s.roundTripFailures} of ${s.prompts}`);
  printTags(s, 'case:');
  printTags(s, 'form:');
  printTags(s, 'shape:');
  if (show.includes('misses')) for (const m of s.misses) console.log(`miss ${m.id}: ${m.name}`);
}

/** One line per prompt file, so a batch written after the rules shows how they carry over. */
function byFile(detector: NameDetector, prompts: readonly HeldoutPrompt[]): void {
  const files = new Map<string, HeldoutPrompt[]>();
  for (const p of prompts) {
    const file = p.id.slice(0, p.id.lastIndexOf(':'));
    files.set(file, [...(files.get(file) ?? []), p]);
  }
  console.log('by file: organisations caught, people caught, name-free prompts changed');
  for (const [file, group] of files) {
    const s = scoreDetector(detector, group);
    const orgs = s.byTag.find((t) => t.tag === 'entity:organization');
    const people = s.byTag.find((t) => t.tag === 'entity:person');
    const cell = (t: typeof orgs): string => (t ? `${t.caught}/${t.total}` : '-');
    console.log(`  ${file.padEnd(40)} orgs ${cell(orgs).padStart(7)}  people ${cell(people).padStart(7)}  changed ${s.plainPromptsMasked}/${s.plainPrompts}`);
  }
}

function organisationNames(detector: NameDetector): void {
  const { found, prompts } = copyrightOrganisationPrompts();
  if (prompts.length === 0) {
    console.log('\n[dev corpus, organisations] no copyright files under /usr/share/doc');
    return;
  }
  const s = scoreDetector(detector, prompts);
  console.log(`\n[dev corpus, organisations] ${prompts.length} organisations from copyright lines sampled from ${found}, each in a sentence`);
  console.log(`recall: ${pct(s.recallOrganization)}; round trip not exact: ${s.roundTripFailures} of ${s.prompts}`);
  printTags(s, 'org:');
  printTags(s, 'form:');
  printTags(s, 'shape:');
  if (show.includes('misses')) for (const m of s.misses) console.log(`miss ${m.id}: ${m.name}`);
}

/** The Debian tune part (debian-tune.ts): same sources as the held-out Debian figures, other samples. */
function debianTune(detector: NameDetector): void {
  const names = debianTuneNames();
  const n = scoreDetector(detector, names);
  console.log(`\n[Debian tune, names] ${names.length / 2} changelog names (held-out shuffle positions 300-599), in a sentence and as the trailer`);
  console.log(`recall: ${pct(n.recallPerson)}; round trip not exact: ${n.roundTripFailures} of ${n.prompts}`);
  printTags(n, 'debian:');
  printTags(n, 'case:');
  if (show.includes('misses')) for (const m of n.misses) console.log(`miss ${m.id}: ${m.name}`);
  const paragraphs = debianTuneParagraphs();
  const d = scoreDetector(detector, paragraphs);
  console.log(`\n[Debian tune, man paragraphs] ${d.plainPrompts} paragraphs (seed 4242, held-out paragraphs left out)`);
  console.log(`changed: ${d.plainPromptsMasked}/${d.plainPrompts} (${pct(d.falseMaskRate)}); masked spans: ${d.falseMaskedWords}; round trip not exact: ${d.roundTripFailures}`);
  changedBy(paragraphs, d, (p) => p.id.split(':')[1]);
  if (show.includes('false')) for (const f of d.falseMasks) console.log(`false mask ${f.id}: ${f.text}`);
}

/** Organisations from copyright files of packages not installed; the `check` half is never tuned on. */
function downloadedOrganisations(detector: NameDetector): void {
  for (const half of ['tune', 'check'] as const) {
    const { packages, prompts } = downloadedCopyrightPrompts(half);
    if (prompts.length === 0) {
      console.log(`\n[downloaded copyright, ${half}] nothing under ${DOWNLOADED_COPYRIGHT_DIR} (bench/engine/dev/fetch-copyright.sh fetches it)`);
      continue;
    }
    const s = scoreDetector(detector, prompts);
    console.log(`\n[downloaded copyright, ${half}] ${prompts.length} organisations from ${packages} packages not installed, each in a sentence`);
    console.log(`recall: ${pct(s.recallOrganization)}; round trip not exact: ${s.roundTripFailures} of ${s.prompts}`);
    printTags(s, 'org:');
    printTags(s, 'form:');
    // Misses of the check half are never listed: it stays unread.
    if (half === 'tune' && show.includes('misses')) for (const m of s.misses) console.log(`miss ${m.id}: ${m.name}`);
  }
}

/** Universities, schools, hospitals, institutes and public bodies from public lists; `check` is never read. */
function downloadedOrgLists(detector: NameDetector): void {
  for (const half of ['tune', 'check'] as const) {
    const prompts = downloadedOrgListPrompts(half);
    if (prompts.length === 0) {
      console.log(`\n[downloaded organisation lists, ${half}] nothing under ${DOWNLOADED_ORG_LISTS_DIR} (bench/engine/dev/fetch-org-lists.sh fetches it)`);
      continue;
    }
    const s = scoreDetector(detector, prompts);
    console.log(`\n[downloaded organisation lists, ${half}] ${prompts.length} prompts, ${s.byTag.find((t) => t.tag === 'all')?.total ?? 0} mentions`);
    console.log(`recall: ${pct(s.recallOrganization)}; round trip not exact: ${s.roundTripFailures} of ${s.prompts}`);
    printTags(s, 'org:');
    printTags(s, 'case:');
    printTags(s, 'lang:');
    printTags(s, 'form:');
    if (half === 'tune' && show.includes('misses')) for (const m of s.misses) console.log(`miss ${m.id}: ${m.name}`);
  }
}

/** Tune/check pairs reported by category; each is `[family, the tag prefixes to print]`. */
const SLICED: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['organisations-weak', ['org:', 'case:', 'kind:']],
  ['people-weak', ['case:', 'shape:', 'context:', 'kind:']],
  ['organisations-banks-ngos', ['org:', 'case:', 'kind:']],
  ['organisations-cues', ['org:', 'case:', 'kind:']],
  ['people-languages', ['case:', 'shape:', 'context:', 'kind:']],
  ['people-lower-second', ['case:', 'kind:']],
  ['people-lower-mixed', ['case:', 'kind:']],
  ['organisations-registries', ['org:', 'case:', 'kind:']],
  ['people-scripts', ['case:', 'kind:']],
  ['people-cyrillic-greek', ['case:', 'kind:']],
  ['organisations-world', ['org:', 'case:', 'kind:']],
  ['people-lower-world', ['case:', 'kind:']],
];

/** Each tune/check pair by category, with its name-free prompts; misses only for the tune half. */
function weakSlices(detector: NameDetector, prompts: readonly HeldoutPrompt[]): void {
  for (const [family, prefixes] of SLICED) {
    for (const half of ['tune', 'check'] as const) {
      const slice = prompts.filter((p) => p.id.startsWith(`dev/${family}-${half}:`));
      const s = scoreDetector(detector, slice);
      console.log(`\n[${family}, ${half}] ${slice.length} prompts: people ${pct(s.recallPerson)}, organisations ${pct(s.recallOrganization)}; name-free changed ${s.plainPromptsMasked}/${s.plainPrompts}`);
      for (const prefix of prefixes) printTags(s, prefix);
      if (half === 'tune' && show.includes('misses')) for (const m of s.misses) console.log(`miss ${m.id}: ${m.name}`);
      if (half === 'tune' && show.includes('false')) for (const f of s.falseMasks) console.log(`false mask ${f.id}: ${f.text}`);
    }
  }
}

/** Copyright holders in chat, capitals and other languages' frames, and man paragraphs; tune and check halves. */
function worldSplit(detector: NameDetector): void {
  for (const half of ['tune', 'check'] as const) {
    const people = worldPeoplePrompts(half);
    const n = scoreDetector(detector, people);
    console.log(`\n[world people, ${half}] ${people.length} copyright holders, one frame each`);
    console.log(`recall: ${pct(n.recallPerson)}; round trip not exact: ${n.roundTripFailures} of ${n.prompts}`);
    printTags(n, 'kind:');
    printTags(n, 'case:');
    printTags(n, 'shape:');
    const paragraphs = worldParagraphs(half);
    const d = scoreDetector(detector, paragraphs);
    console.log(`[world man paragraphs, ${half}] changed: ${d.plainPromptsMasked}/${d.plainPrompts} (${pct(d.falseMaskRate)}); masked spans: ${d.falseMaskedWords}`);
    changedBy(paragraphs, d, (p) => p.id.split(':')[1]);
    // The check half is only counted, never listed.
    if (half === 'tune' && show.includes('misses')) for (const m of n.misses) console.log(`miss ${m.id}: ${m.name}`);
    if (half === 'tune' && show.includes('false')) for (const f of d.falseMasks) console.log(`false mask ${f.id}: ${f.text}`);
  }
}

/**
 * People named in the credit sections of translated manual pages (man-page-authors.ts), as
 * written and without their addresses. Masked spans outside the labels are split into those of
 * capitalised words only (often a person named without an address, which has no label) and the
 * rest (plain words of the sentence); placeholders that cover a label and words beside it
 * (label-overreach.ts) are counted apart. The `check` half is only counted, never listed.
 */
function manPageAuthors(detector: NameDetector): void {
  for (const half of ['tune', 'check'] as const) {
    const { pages, prompts } = manPageAuthorPrompts(half);
    if (prompts.length === 0) {
      console.log(`\n[man page authors, ${half}] nothing under ${MAN_PAGES_DIR} (bench/engine/dev/fetch-man-pages.sh fetches it)`);
      continue;
    }
    const s = scoreDetector(detector, prompts);
    const capitalised = s.falseMasks.filter((f) => /^\p{Lu}/u.test(f.text) && f.text.split(/\s+/).every((w) => /^\p{Lu}/u.test(w))).length;
    console.log(`\n[man page authors, ${half}] ${prompts.length / 2} credit paragraphs from ${pages} pages, each as written and without addresses`);
    const over = overreaching(detector, prompts);
    console.log(`recall: ${pct(s.recallPerson)} of ${s.mentions}; masked spans outside the labels: ${s.falseMaskedWords} (capitalised words only ${capitalised}, other ${s.falseMaskedWords - capitalised}); placeholders reaching past a label: ${over.length}; round trip not exact: ${s.roundTripFailures}`);
    for (const prefix of ['form:', 'mark:', 'lang:', 'section:', 'shape:', 'context:', 'case:', 'name:']) printTags(s, prefix);
    if (half === 'tune' && show.includes('misses')) for (const m of s.misses) console.log(`miss ${m.id}: ${m.name}`);
    if (half === 'tune' && show.includes('false')) for (const f of s.falseMasks) console.log(`false mask ${f.id}: ${f.text}`);
    if (half === 'tune' && show.includes('false')) for (const o of over) console.log(`past the label ${o.id}: ${o.masked} (label ${o.name})`);
  }
}

/**
 * Package summaries (package-summaries.ts): name-free text full of technology names. Per half, the
 * texts changed and the masked names by class; spans of the `check` half are never listed.
 */
function packageSummaries(detector: NameDetector): void {
  const kinds = new Set(['person', 'organization'] as const);
  for (const half of ['tune', 'check'] as const) {
    const prompts = packageSummaryPrompts(half);
    if (prompts.length === 0) {
      console.log(`\n[package summaries, ${half}] apt-cache has no packages (apt-get update first)`);
      continue;
    }
    const s = scoreDetector(detector, prompts);
    const byKind = { person: 0, organization: 0 };
    for (const p of prompts) for (const d of detector.detect(p.text, kinds)) byKind[d.kind]++;
    console.log(`\n[package summaries, ${half}] ${prompts.length} name-free apt package summaries`);
    console.log(`changed: ${s.plainPromptsMasked}/${s.plainPrompts} (${pct(s.falseMaskRate)}); masked spans: ${s.falseMaskedWords}; found as person ${byKind.person}, as organisation ${byKind.organization}`);
    if (half === 'tune' && show.includes('false')) {
      for (const p of prompts) for (const d of detector.detect(p.text, kinds)) console.log(`false mask ${p.id} ${d.kind}: ${d.text}`);
    }
  }
}

function main(): void {
  const detector = new LexiconNameDetector();
  const prompts = devPrompts();
  reportHandWritten('hand-written dev set', prompts, detector);
  byFile(detector, prompts);
  weakSlices(detector, prompts);
  negatives(detector);
  names(detector);
  organisationNames(detector);
  debianTune(detector);
  downloadedOrganisations(detector);
  downloadedOrgLists(detector);
  worldSplit(detector);
  packageSummaries(detector);
  manPageAuthors(detector);
}

main();
