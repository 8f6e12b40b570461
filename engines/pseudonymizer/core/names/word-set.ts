/** Word lists written as one whitespace-separated string, as the rules and the lexicon's lists keep them. */

/** The words of `s`, as written. */
export const wordSet = (s: string): Set<string> => new Set(s.trim().split(/\s+/));

/** The words of `s`, lower-cased, Greek's final sigma a plain one: a list matched against token keys. */
export const lowerWordSet = (s: string): Set<string> => new Set(s.trim().split(/\s+/).map((w) => w.toLowerCase().replace(/ς/g, 'σ')));
