/**
 * Every relative link in README.md and docs/**\/*.md resolves: the file it names exists, and its
 * `#anchor` is a heading (or an explicit anchor) of that file. Moving a section or renaming a heading
 * without following its links fails here.
 *
 * docs/api is typedoc's output and is held to the same rule. Its links do not come from the headings
 * it writes: typedoc-plugin-markdown slugs each declaration's qualified name (`Guardrail.spec`) with
 * typedoc's Slugger, which drops the dot and numbers repeats per page, so the interface
 * `GuardrailSpec` is linked as `#guardrailspec-1` while its heading renders as `#guardrailspec`.
 * typedoc.json therefore writes those anchors out (`useHTMLAnchors`, prefixed `api-` so they never
 * meet a heading's own anchor), and a link typedoc makes must land on one of them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { anchorsOf, isExternal, linksOf, slugOf, withoutCode } from './markdown-links';

const REPO = resolve(__dirname, '../..');
const TYPEDOC_OUTPUT = join(REPO, 'docs', 'api');

function markdownUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    return e.isDirectory() ? markdownUnder(p) : e.name.endsWith('.md') ? [p] : [];
  });
}

const FILES = [join(REPO, 'README.md'), ...markdownUnder(join(REPO, 'docs'))];
const anchorCache = new Map<string, Set<string>>();
const anchorsIn = (file: string) => {
  if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(file, 'utf8')));
  return anchorCache.get(file)!;
};

/** What is wrong with one link of `file`, or undefined when it resolves. */
function problemOf(file: string, target: string): string | undefined {
  if (isExternal(target)) return undefined;
  const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined];
  const to = pathPart === '' ? file : resolve(dirname(file), decodeURIComponent(pathPart));
  if (!to.startsWith(REPO)) return `leaves the repository`;
  if (!existsSync(to)) return `no file ${relative(REPO, to)}`;
  if (anchor === undefined || anchor === '') return undefined;
  if (statSync(to).isDirectory() || !to.endsWith('.md')) return `#${anchor} on a file that is not Markdown`;
  return anchorsIn(to).has(decodeURIComponent(anchor)) ? undefined : `no anchor #${anchor} in ${relative(REPO, to)}`;
}

test.each(FILES.map((f) => [relative(REPO, f), f]))('every relative link and anchor in %s resolves', (_name, file) => {
  const broken = linksOf(readFileSync(file, 'utf8'))
    .map((l) => ({ ...l, problem: problemOf(file, l.target) }))
    .filter((l) => l.problem !== undefined)
    .map((l) => `${relative(REPO, file)}:${l.line}: ${l.target}: ${l.problem}`);
  expect(broken).toEqual([]);
});

describe('the link reader', () => {
  it("makes GitHub's anchors, numbering repeats", () => {
    expect(slugOf("Hold, don't prune")).toBe('hold-dont-prune');
    expect(slugOf('Install with `aigw install`')).toBe('install-with-aigw-install');
    expect(slugOf('Kind (group.dev/v1alpha1)')).toBe('kind-groupdevv1alpha1');
    expect([...anchorsOf('# A\n## B\n```\n# not a heading\n```\n## B\n')]).toEqual(['a', 'b', 'b-1']);
  });

  it('reads inline, image and reference links, never ones in code', () => {
    const md = 'See [a](a.md#x) and ![i](img.png).\n`[no](code.md)`\n```\n[no](fenced.md)\n```\n[ref]: docs/r.md\n';
    expect(linksOf(md).map((l) => l.target)).toEqual(['a.md#x', 'img.png', 'docs/r.md']);
    expect(withoutCode(md).split('\n').length).toBe(md.split('\n').length);
  });

  it('reports a missing file and a missing anchor, and accepts an existing one', () => {
    const readme = join(REPO, 'README.md');
    expect(problemOf(readme, 'docs/no-such-page.md')).toBe('no file docs/no-such-page.md');
    expect(problemOf(readme, 'docs/behaviour.md#no-such-heading')).toBe('no anchor #no-such-heading in docs/behaviour.md');
    expect(problemOf(readme, 'docs/behaviour.md#hold-dont-prune')).toBeUndefined();
    expect(problemOf(readme, 'https://example.com/x#y')).toBeUndefined();
  });

  it("checks the API reference's anchors against the ones typedoc writes out", () => {
    const api = join(TYPEDOC_OUTPUT, 'index.md');
    expect(anchorsIn(api).has('api-guardrailspec-1')).toBe(true);
    expect(problemOf(api, '#api-guardrailspec-1')).toBeUndefined();
    expect(problemOf(api, '#api-no-such-declaration')).toBe('no anchor #api-no-such-declaration in docs/api/index.md');
    expect(problemOf(api, 'license.md#api-no-such-declaration')).toBe('no anchor #api-no-such-declaration in docs/api/license.md');
    expect(problemOf(api, '../behaviour.md#no-such-heading')).toBe('no anchor #no-such-heading in docs/behaviour.md');
  });
});
