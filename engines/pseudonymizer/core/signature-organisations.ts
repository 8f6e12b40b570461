import type { Token } from './names/tokens';
import { INSTITUTION_HEADS, STRONG_COMPANY_HEADS, WEAK_COMPANY_HEADS } from './names/organisation-heads';
import { FUNCTION_WORDS, HONORIFICS, NOT_NAMES, ORG_HEADS } from './names/word-lists';
import type { ClaimOrganisation, WordKnowledge } from './organisation-rules';
import { wordSet } from './names/word-set';

const words = wordSet;

/**
 * Words that close a letter, in the languages users write most; a line holding only these (and a
 * comma) opens the writer's signature: "Best regards,", "Mit freundlichen Grüßen", "Cordialement",
 * "Un saludo", "Met vriendelijke groet", "Pozdrawiam", "Cordiali saluti", "Atenciosamente".
 */
const CLOSINGS = words(`
  regards best kind warm warmest many thanks thank cheers sincerely yours faithfully truly respectfully
  mit freundlichen freundliche besten viele herzliche gruss grussen grusse grußen gruße gruß lg mfg cordialement bien
  a vous salutations sinceres meilleures un saludo saludos atentamente cordiales cordialmente met
  vriendelijke groet groeten hartelijke pozdrawiam pozdrowienia serdecznie cordiali distinti saluti
  atenciosamente abracos obrigado obrigada merci gracias grazie danke dank
`);
/** Sign-off words of which one must be on the closing line: "Thanks" or "Cordialement" alone counts, "Best" alone too. */
const CLOSING_HEADS = words(`
  regards best thanks thank cheers sincerely yours faithfully grussen grusse gruss grußen gruße gruß lg mfg cordialement
  salutations saludo saludos atentamente cordiales cordialmente groet groeten pozdrawiam pozdrowienia
  saluti atenciosamente abracos vous obrigado obrigada merci gracias grazie danke
`);

/**
 * Words of a job title, a team or a department, in a signature's lines ("Head of Procurement",
 * "Account Manager", "Leiter Einkauf", "Responsable achats"): such a line names a role, no
 * organisation.
 */
const ROLE_WORDS = words(`
  head manager managers director directors officer engineer engineering lead senior junior chief
  president vice ceo cfo cto coo cio founder co-founder cofounder partner associate assistant
  coordinator specialist analyst consultant advisor adviser administrator admin executive
  representative rep agent sales marketing procurement purchasing finance accounting accounts
  payable receivable operations support service services team department dept division office unit
  hr legal counsel secretary intern developer designer architect owner principal recruiter
  recruitment talent acquisition customer success product project program programme technical
  it security compliance research communications relations business development account
  geschaftsfuhrer geschaftsfuhrerin leiter leiterin abteilung vertrieb einkauf buchhaltung
  directeur directrice responsable gerant gerante service achats comptabilite gerente jefe jefa
  directora diretor diretora direttore direttrice responsabile ufficio kierownik dyrektor prezes
  specjalista dzial afdeling hoofd medewerker inkoop verkoop
`);

/** Words that may stand inside an organisation's name on such a line: "Bank of Leeds", "Harbour & Lane". */
const JOINS = words('& of de du des del da do di van von und and y e et');
const MAX_WORDS = 4;
/** Lines read after the closing line: the name, a title or two, the organisation. */
const MAX_SIGNATURE_LINES = 5;

interface Line {
  readonly first: number;
  readonly last: number;
}

/** Tokens grouped by the lines of the text they stand on. */
function lines(text: string, tokens: readonly Token[]): Line[] {
  const out: Line[] = [];
  let first = 0;
  for (let i = 1; i <= tokens.length; i++) {
    if (i === tokens.length || text.slice(tokens[i - 1].end, tokens[i].start).includes('\n')) {
      out.push({ first, last: i });
      first = i;
    }
  }
  return out;
}

/** Whether the line only closes a letter: "Best regards,", "Mit freundlichen Grüßen". */
function closes(text: string, tokens: readonly Token[], line: Line): boolean {
  const n = line.last - line.first;
  if (n === 0 || n > 4) return false;
  let head = false;
  for (let k = line.first; k < line.last; k++) {
    if (!CLOSINGS.has(tokens[k].key)) return false;
    if (CLOSING_HEADS.has(tokens[k].key)) head = true;
  }
  const rest = text.slice(tokens[line.last - 1].end, lineEnd(text, tokens[line.last - 1].end)).trim();
  return head && /^[,!.]?$/.test(rest);
}

const lineEnd = (text: string, from: number): number => {
  const nl = text.indexOf('\n', from);
  return nl < 0 ? text.length : nl;
};
const lineStart = (text: string, at: number): number => text.lastIndexOf('\n', at - 1) + 1;

/**
 * "Best regards,\nJonas Weber\nHead of Procurement\nKestrel Logistics\n+49 30 1234567": in the
 * lines that follow a letter's closing, after the writer's own line, a line of one to four
 * capitalized words and nothing else that names no role, team or department ("Account Manager",
 * "Leiter Einkauf"), no place and no person is the writer's organisation. One of its words must be
 * off the dictionary ("Tidewell", "Feldmark Antriebe"), or a head word must close it ("Kestrel
 * Logistics"): "Working Remotely" is a status line. Each closing reads at most five lines after
 * it, and every line is read once as a closing, so the pass stays linear.
 */
export function signatureOrganisations(
  text: string,
  tokens: readonly Token[],
  taken: Uint8Array,
  known: WordKnowledge & { isPlace(t: Token): boolean; personStart(k: number): boolean },
  claim: ClaimOrganisation,
): void {
  const all = lines(text, tokens);
  for (let l = 0; l < all.length; l++) {
    if (!closes(text, tokens, all[l])) continue;
    // The first line after the closing is the writer's own; the organisation comes after it.
    for (let m = l + 2; m < all.length && m <= l + 1 + MAX_SIGNATURE_LINES; m++) {
      const line = all[m];
      if (organisationLine(text, tokens, taken, line, known)) {
        claim(line.first, line.last, tokens[line.last - 1].end);
        break;
      }
    }
  }
}

function organisationLine(text: string, tokens: readonly Token[], taken: Uint8Array, line: Line, known: WordKnowledge & { isPlace(t: Token): boolean; personStart(k: number): boolean }): boolean {
  const n = line.last - line.first;
  if (n === 0 || n > MAX_WORDS) return false;
  // Nothing but the words and the spaces between them: no punctuation, number or e-mail address.
  const start = lineStart(text, tokens[line.first].start);
  const whole = text.slice(start, lineEnd(text, tokens[line.last - 1].end)).trim();
  if (!/^[\p{L}\p{M}&'\u2019\- ]+$/u.test(whole) || whole !== text.slice(tokens[line.first].start, tokens[line.last - 1].end)) return false;
  for (let k = line.first; k < line.last; k++) {
    const t = tokens[k];
    if (taken[k] || t.caseless || t.hasDigit) return false;
    if (ROLE_WORDS.has(t.key) || HONORIFICS.has(t.key) || NOT_NAMES.has(t.key)) return false;
    const inner = k > line.first && k < line.last - 1;
    if (JOINS.has(t.key) && inner) continue;
    if (FUNCTION_WORDS.has(t.key) || !(t.capitalized || t.allCaps || t.innerCaps)) return false;
  }
  const lead = tokens[line.first];
  if (known.isGiven(lead) || known.personStart(line.first)) return false;
  if (n === 1) return !known.isCommon(lead) && !known.isPlace(lead);
  // "Working Remotely", "Berlin Office": ordinary words or places name none unless a head word
  // closes them ("Kestrel Logistics", "Harbour Bank").
  const words = tokens.slice(line.first, line.last);
  const tail = words[words.length - 1].key;
  if (ORG_HEADS.has(tail) || STRONG_COMPANY_HEADS.has(tail) || WEAK_COMPANY_HEADS.has(tail) || INSTITUTION_HEADS.has(tail)) return true;
  return words.some((t) => !JOINS.has(t.key) && !known.isCommon(t) && !known.isPlace(t));
}
