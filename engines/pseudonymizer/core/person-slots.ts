/**
 * The slots of a message that hold a person whatever the words' case or lists: the value of a
 * person's label ("Assigned to: kevin", "cc: ingrid solberg, matteo ricci") and a signature line
 * ("thanks,\njames", "-- naledi"). Each reads a bounded stretch of text around the word, so a
 * line of a megabyte costs no more per word.
 */
import type { Token } from './names/tokens';

/** Labels of a line whose value is a person ("Assigned to: kevin", "attendees: john, ngozi"). */
const LABELS = new Set(['assignee', 'assigned', 'reporter', 'reported', 'owner', 'attendees', 'present', 'participants', 'author', 'reviewer', 'reviewers', 'approver', 'requester', 'requested', 'from', 'to', 'cc', 'contact', 'by']);
/** Sign-offs whose next line is the writer's name ("thanks,\njames", "Best regards,\nanna"). */
const SIGN_OFFS = new Set(['thanks', 'thank', 'cheers', 'regards', 'best', 'br', 'thx', 'ty', 'sincerely', 'yours', 'love', 'xoxo']);

/** How far a signature line is read either side of the name. */
const SIGNATURE_REACH = 40;
/** How many comma-separated items a label's value list is read back over. */
const MAX_LIST_ITEMS = 8;
/** How many words an item of such a list may have: a full name of given names and surnames. */
const MAX_ITEM_WORDS = 4;

/**
 * The line label the token's value follows, if the token is the first word after "label:" or the
 * first word of an item of its comma-separated list.
 */
export function labelled(text: string, tokens: readonly Token[], i: number): boolean {
  let k = i;
  // "attendees: john, ngozi, wei", "cc: ingrid solberg, matteo ricci": back over the items before
  // this one, each of a word or a full name of a few words, separated by commas.
  let words = 0;
  while (k > 0 && i - k < MAX_LIST_ITEMS * MAX_ITEM_WORDS && !tokens[k - 1].hasDigit) {
    const gap = text.slice(tokens[k - 1].end, tokens[k].start);
    if (/^,\s*$/.test(gap)) words = 0;
    else if (k === i || !/^[ \t]+$/.test(gap) || ++words >= MAX_ITEM_WORDS) break;
    k--;
  }
  if (k === 0) return false;
  const gap = text.slice(tokens[k - 1].end, tokens[k].start);
  if (!/^:[ \t]*$/.test(gap)) return false;
  return LABELS.has(tokens[k - 1].key);
}

/** A line holding nothing but the name, after a sign-off line or a signature marker ("-- naledi", "/mattias"). */
export function signature(text: string, tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  // Reads a few characters either side only: a line of a megabyte costs no more per word.
  const before = text.slice(Math.max(0, t.start - SIGNATURE_REACH), t.start);
  const lineStart = before.lastIndexOf('\n');
  const rest = text.slice(t.end, t.end + SIGNATURE_REACH);
  const lineEnd = rest.indexOf('\n');
  if (lineEnd < 0 && t.end + SIGNATURE_REACH < text.length) return false;
  if (!/^[ \t]*(?:[\p{L}'-]+[ \t]*)?$/u.test(lineEnd < 0 ? rest : rest.slice(0, lineEnd))) return false;
  if (lineStart < 0 && t.start > SIGNATURE_REACH) return false;
  const head = before.slice(lineStart + 1);
  // "-- naledi", "/mattias" (a Nordic sign-off), "~ anna": a marker alone before the name.
  if (/^[ \t]*(?:--?|\/|~)[ \t]*$/.test(head)) return true;
  if (head.trim() !== '' || i === 0) return false;
  const previous = tokens[i - 1];
  const between = text.slice(previous.end, t.start);
  return /^,[ \t]*\n$/.test(between) && SIGN_OFFS.has(previous.key);
}
