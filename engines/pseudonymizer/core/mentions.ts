/**
 * A mention ("@rachel can you review", "@joão pode ver isso?") names a person in every language;
 * the same "@" inside a mail address ("pborys@dione.ids.pl", "werner@suse.de") is followed by
 * the mail host, which is no one's name. A mention's "@" opens its word: nothing of an address's
 * local part is glued before it.
 */
const ADDRESS_CHAR = /[\p{L}\p{N}._%+-]/u;

/** Whether the word starting at `start` is written as a mention: right after an "@" that opens a word. */
export function mentionedAt(text: string, start: number): boolean {
  return start > 0 && text[start - 1] === '@' && (start < 2 || !ADDRESS_CHAR.test(text[start - 2]));
}
