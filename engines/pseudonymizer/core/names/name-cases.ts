/**
 * The cases of people's names in Russian, Ukrainian, Bulgarian and Greek, where a name after a verb
 * or a preposition takes an ending ("отправьте Ивану Петрову", "с Анной", "στον Γιώργο"): each
 * ending with the endings of the base forms it may come from, on folded keys (where "й" is "и" and
 * Greek's final sigma "σ"). The name lists hold base forms only.
 */
const CYRILLIC_CASES: ReadonlyArray<readonly [string, readonly string[]]> = [
  // Adjectival surnames: "Достоевского", "Достоевскому", "Достоевским", "Толстой" → "Толстая".
  ['ского', ['скии']], ['скому', ['скии']], ['ским', ['скии']], ['ском', ['скии']], ['скои', ['ская', 'скии']], ['скую', ['ская']],
  // Ukrainian: "Тарасові", "Ігореві", "Оленою", "Олені", "Марії".
  ['ові', ['']], ['еві', ['ь', 'и']], ['ою', ['а', 'я']], ['і', ['а', 'я']],
  // Russian and Ukrainian: "Петровым", "Иваном", "Коваленком", "Игорем", "Дмитрием", "Анной", "Марией".
  ['ым', ['']], ['ом', ['', 'о']], ['ем', ['ь', 'и']], ['ои', ['а']], ['еи', ['я']],
  // "Ивану", "Анну", "Коваленку", "Ивана", "Коваленка", "Игоря", "Дмитрия", "Игорю", "Марию",
  // "Иване", "Анне", "Анны", "Марии".
  ['у', ['', 'а', 'о']], ['а', ['', 'о']], ['я', ['ь', 'и']], ['ю', ['ь', 'и', 'я']], ['е', ['', 'а']], ['ы', ['а']], ['и', ['я', 'а']],
];
const GREEK_CASES: ReadonlyArray<readonly [string, readonly string[]]> = [
  // "Γιώργο", "Γιώργου", "Γιώργε" of "Γιώργος"; "Γιάννη" of "Γιάννης"; "Κώστα" of "Κώστας";
  // "Μαρίας" of "Μαρία", "Ελένης" of "Ελένη".
  ['ου', ['οσ']], ['ο', ['οσ']], ['ε', ['οσ']], ['η', ['ησ']], ['α', ['ασ']], ['ασ', ['α']], ['ησ', ['η']],
];
/** The shortest base an ending is stripped to: "Яна" is no case of "Ян" ... of a two-letter stem. */
const MIN_STEM = 3;

/**
 * Whether a folded word in Cyrillic or Greek is a case of a base form `isBase` accepts ("ивану" of
 * "иван", "γιωργο" of "γιωργοσ"). Endings are tried longest first; every one that fits is tried.
 */
export function caseOfName(key: string, isBase: (base: string) => boolean): boolean {
  const first = key.charCodeAt(0);
  const cases = first >= 0x400 && first <= 0x4ff ? CYRILLIC_CASES : first >= 0x370 && first <= 0x3ff ? GREEK_CASES : undefined;
  if (cases === undefined) return false;
  for (const [ending, bases] of cases) {
    if (!key.endsWith(ending) || key.length - ending.length < MIN_STEM) continue;
    const stem = key.slice(0, key.length - ending.length);
    for (const base of bases) if (isBase(stem + base)) return true;
  }
  return false;
}
