/**
 * Contexts that say a lone capitalised word off every name list is a product, a tool or a place,
 * not a person: the verb before it ("install Homebrew", "tried Evernote"), a place's preposition
 * ("in Harrogate"), a route ("from Zermatt to Saas-Fee") and a list whose other member is a known
 * technology word or place ("Redis or Memcached", "Innsbruck and Bolzano"). Each test reads at
 * most three tokens around the word, so the detector stays linear.
 */
import type { Token } from './names/tokens';

/** Verbs whose object is software or a device, hardly ever a person ("install", "deploy to"). */
export const TOOL_VERBS: ReadonlySet<string> = new Set([
  'install', 'installed', 'installing', 'installs', 'uninstall', 'uninstalled', 'use', 'used', 'using', 'uses', 'run', 'running',
  'runs', 'deploy', 'deployed', 'deploying', 'configure', 'configured', 'upgrade', 'upgraded', 'downgrade', 'migrate', 'migrated',
  'migrating', 'tried', 'try', 'trying', 'download', 'downloaded', 'launch', 'launched', 'enable', 'enabled', 'disable',
  'disabled', 'integrate', 'integrated', 'reinstall', 'reinstalled', 'restart', 'restarted', 'update', 'updated', 'open', 'opened',
  'export', 'exported', 'import', 'imported', 'host', 'hosted', 'subscribe', 'subscribed', 'stream', 'streamed', 'visit', 'visiting',
  'visited', 'explore', 'exploring',
]);

/** Words that join the members of a list or a comparison ("Kafka and RabbitMQ", "faster than Memcached"). */
const LIST_JOINERS = new Set(['and', 'or', 'vs', 'versus', 'than', 'nor', 'plus']);

/** What the rule needs to know of a word: whether it names a thing or a place for sure. */
export type IsThing = (t: Token) => boolean;

/** The member of a list right before `first`, or undefined ("Redis or [Memcached]", "Notion, [Obsidian]"). */
function memberBefore(text: string, tokens: readonly Token[], first: number): Token | undefined {
  if (first === 0) return undefined;
  const p = tokens[first - 1];
  if (tokens[first].joinedToPrevious && LIST_JOINERS.has(p.key)) {
    const q = tokens[first - 2];
    return q !== undefined && (p.joinedToPrevious || /^,[ \t]*$/.test(text.slice(q.end, p.start))) ? q : undefined;
  }
  return /^,[ \t]+$/.test(text.slice(p.end, tokens[first].start)) ? p : undefined;
}

/** The member of a list right after `last` ("[Kafka] and RabbitMQ", "[Notion], Obsidian"). */
function memberAfter(text: string, tokens: readonly Token[], last: number): Token | undefined {
  const n = tokens[last];
  if (n === undefined) return undefined;
  const tail = tokens[last - 1];
  if (n.joinedToPrevious && LIST_JOINERS.has(n.key)) {
    const m = tokens[last + 1];
    return m !== undefined && m.joinedToPrevious ? m : undefined;
  }
  return /^,[ \t]+$/.test(text.slice(tail.end, n.start)) ? n : undefined;
}

/** Whether a member of the same list as tokens [first, last) is a technology word or a place. */
export function listedWithThing(text: string, tokens: readonly Token[], first: number, last: number, isThing: IsThing): boolean {
  const before = memberBefore(text, tokens, first);
  if (before !== undefined && !before.possessive && isThing(before)) return true;
  const after = memberAfter(text, tokens, last);
  return after !== undefined && isThing(after);
}

/**
 * "from Zermatt to Saas-Fee", "between Lucerne and Interlaken": a lone word that opens or closes
 * a route; its other end is one capitalised word too, so a person ("from Anna to Bob") shows up
 * only where the lists know the other end as a given name (`isGiven`).
 */
export function onRoute(tokens: readonly Token[], first: number, last: number, isGiven: IsThing): boolean {
  const before = tokens[first - 1];
  const after = tokens[last];
  if (before === undefined || !tokens[first].joinedToPrevious) return false;
  const other = tokens[last + 1];
  const capital = (t: Token | undefined): t is Token => t !== undefined && t.capitalized && !t.sentenceStart;
  const opening = after !== undefined && after.joinedToPrevious && ((before.key === 'from' && after.key === 'to') || (before.key === 'between' && after.key === 'and'));
  if (opening) return capital(other) && other.joinedToPrevious && !isGiven(other);
  // "... to Boulder", "... and Visp": the end of a route whose start ("from Denver", "between Brig")
  // is two words back, whether the sentence goes on after it or ends there.
  if ((before.key === 'to' || before.key === 'and') && first >= 3) {
    const start = tokens[first - 2];
    const opener = tokens[first - 3].key;
    const opens = before.key === 'to' ? opener === 'from' : opener === 'between';
    return opens && capital(start) && start.joinedToPrevious && before.joinedToPrevious && !isGiven(start);
  }
  return false;
}

/** Words that weigh one thing against another: a person is seldom the other side of a technology. */
const COMPARISON_JOINERS = new Set(['or', 'vs', 'versus', 'than']);

/**
 * "Postgres or Cassandra", "Cassandra vs DynamoDB", "faster than Mercury": one word weighed against
 * a known technology word is the other technology, even where a name list holds it as a given
 * name. Only the joiners of a choice count; "and" lists people beside tools too ("Slack and Ana").
 */
export function comparedWithThing(tokens: readonly Token[], first: number, last: number, isThing: IsThing): boolean {
  const before = tokens[first - 1];
  const other = tokens[first - 2];
  if (before !== undefined && other !== undefined && tokens[first].joinedToPrevious && before.joinedToPrevious && COMPARISON_JOINERS.has(before.key) && !other.possessive && isThing(other)) return true;
  const after = tokens[last];
  const next = tokens[last + 1];
  return after !== undefined && next !== undefined && after.joinedToPrevious && next.joinedToPrevious && COMPARISON_JOINERS.has(after.key) && isThing(next);
}

/**
 * Prepositions that tie a software noun to what it serves ("plugin for", "bindings to", "port of").
 * Not "from": "docs from Cellulant" names who wrote them, often a company.
 */
const SERVING = new Set(['for', 'to', 'of']);

/**
 * "RFC 2136 DNS plugin for Certbot", "HTML documentation for YARA", "bindings to Qt": one word
 * right after a software noun (`isSoftwareNoun`) and a preposition names the software it serves;
 * a person follows such a noun only with an article or a possessive between ("the plugin for the
 * Smiths", "docs for Anna's team"), and a given name is left to the other rules. Reads two tokens.
 */
export function servedBySoftware(tokens: readonly Token[], first: number, isSoftwareNoun: IsThing): boolean {
  const preposition = tokens[first - 1];
  const noun = tokens[first - 2];
  if (preposition === undefined || noun === undefined || !tokens[first].joinedToPrevious || !preposition.joinedToPrevious) return false;
  return SERVING.has(preposition.key) && !noun.possessive && isSoftwareNoun(noun);
}

/**
 * A word written the way products and technologies are and names are not: a capital inside it
 * that no name's prefix explains ("WindowMaker", "GitLab", "PostgreSQL"; "McCarthy" and "DeShawn"
 * are names) or letters with a version glued to them ("Jinja2", "Python3", "Win32"). Listed with
 * one ("Werkzeug and Jinja2", "Afterstep and WindowMaker"), a word off the name lists is another.
 */
export function technologyShaped(t: Token): boolean {
  if (t.possessive || t.caseless) return false;
  return t.innerCaps || (t.hasDigit && /^\p{L}{2,}\d+$/u.test(t.text));
}
