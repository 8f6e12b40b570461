/**
 * Endings that in Latin script mark a word as a family name, whatever its stem: patronymics and
 * clan suffixes of cultures whose surnames are too many to list ("Guðmundsson", "Sigurðardóttir",
 * "Petrović", "Papadopoulos", "Gelashvili", "Kapanadze", "Karaoğlu"). No common word of the
 * languages the lexicon knows ends so once the stem is long enough; the caller still rules out
 * dictionary words ("lesson").
 */
/** Matched against folded keys (no diacritics): "-dóttir", "-ović", "-oğlu" fold to these. */
const ENDINGS = /(?:sson|dottir|ovic|evic|opoulos|opoulou|shvili|adze|idze|oglu)$/;
/** A stem shorter than this is a word of its own, not a name's root ("Adze"). */
const MIN_STEM = 2;

/** Whether the folded word `key` ends like a family name of one of those cultures. */
export function hasSurnameEnding(key: string): boolean {
  const m = ENDINGS.exec(key);
  return m !== null && m.index >= MIN_STEM;
}
