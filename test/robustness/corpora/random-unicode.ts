/**
 * Random text for fast-check: names and name parts of many scripts among the characters that
 * change how text around a name reads without being letters of it.
 */
import fc from 'fast-check';

/** One half of a surrogate pair alone: invalid UTF-16 that JSON still carries (as \\ud800). */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
/** Characters that change how text around a name reads without being letters of it. */
const oddCharacters = fc.constantFrom(
  '\u0301', '\u0308', '\u0327', '\u0338', // combining marks
  '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', // zero-width
  '\u200f', '\u202e', '\u202b', '\u2067', '\u2069', // right-to-left marks and isolates
  'שלום', 'محمد بن سلمان', 'עמוס עוז', // right-to-left words
  '𝐀𝐥𝐢𝐜𝐞', '😀', '👩‍👩‍👧', '🇧🇷', '𠜎𠜱', // astral planes
  '\t', '\n', '\r\n', '\u00a0', '\u2028', '\u3000', '  ', // spacing
  '[PERSON_1]', '[ORG_2]', '[PERSON_', '[ORG', '[PERS', '[', ']', '[PERSON_999999999]', '[PERSON_0]', // placeholder-shaped
  'Müller', 'Đặng Thị', 'Ōtsuka', 'Nguyễn', 'Dvořák', 'Łukasz', 'Ибрагим', 'Σωκράτης', '김민준', '山田太郎', // names in many scripts
);
/** Name parts, organization words and the words around names that the detector looks at. */
const nameWords = fc.constantFrom(
  'Ann', 'Lee', 'Maria', 'da', 'Silva', 'de', 'van', 'der', 'Berg', 'bin', 'Rashid', 'Dr.', 'Mrs', 'Rose', 'Will',
  'Siemens', 'Itaú', 'Deutsche', 'Bank', 'GmbH', 'S.A.', 'Ltd', '& Co. KG', 'Acme', 'Corporation', 'Petrobras', 'Quorvia',
  'said', 'joined', 'called', 'Hi', 'met', 'and', 'at', ',', '.', "'s",
);
/** 1 to 60 of those, with random spacing (none, a space, a line break, a zero-width space). */
export const nameLadenText = fc
  .array(fc.oneof({ weight: 6, arbitrary: nameWords }, { weight: 3, arbitrary: oddCharacters }, { weight: 1, arbitrary: loneSurrogate }, { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 4 }) }), { minLength: 1, maxLength: 60 })
  .chain((tokens) => fc.array(fc.constantFrom(' ', '', ' ', '\n', '\u200b'), { minLength: tokens.length, maxLength: tokens.length }).map((gaps) => tokens.map((t, i) => t + gaps[i]).join('')));
