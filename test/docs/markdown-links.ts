/**
 * The relative links of a Markdown file and the anchors its headings define, as GitHub renders them:
 * links in code (fenced blocks, inline spans) are text, not links, and a heading's anchor is its text
 * lower-cased, stripped of punctuation, spaces turned into dashes, with `-1`, `-2` for repeats.
 */

/** The text with fenced code blocks and inline code spans blanked out (line count kept). */
export function withoutCode(markdown: string): string {
  const lines = markdown.split('\n');
  let fence: string | undefined;
  const out = lines.map((line) => {
    const open = /^\s*(```+|~~~+)/.exec(line);
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length) fence = undefined;
      return '';
    }
    if (open) {
      fence = open[1];
      return '';
    }
    // Inline code: a run of backticks up to the same run.
    return line.replace(/(`+)[\s\S]*?\1/g, '');
  });
  return out.join('\n');
}

/** GitHub's anchor for a heading's text. */
export function slugOf(heading: string): string {
  const text = heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '').replace(/\s/g, '-');
}

/** Every anchor a file defines: its headings' slugs (repeats numbered) and explicit `id`/`name` anchors. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const open = /^\s*(```+|~~~+)/.exec(line);
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length) fence = undefined;
      continue;
    }
    if (open) {
      fence = open[1];
      continue;
    }
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slugOf(heading[1]);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const m of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1]);
  }
  return anchors;
}

export interface Link {
  /** 1-based line of the link in its file. */
  readonly line: number;
  readonly target: string;
}

/** Every link target outside code: inline `[text](target)`, images, and reference definitions `[x]: target`. */
export function linksOf(markdown: string): Link[] {
  const links: Link[] = [];
  withoutCode(markdown)
    .split('\n')
    .forEach((text, i) => {
      for (const m of text.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ line: i + 1, target: m[1] });
      const def = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/.exec(text);
      if (def) links.push({ line: i + 1, target: def[1] });
    });
  return links;
}

/** A link to another site or scheme, which this check leaves alone. */
export function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}
