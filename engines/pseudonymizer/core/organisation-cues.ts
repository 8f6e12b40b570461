import { acronymNamesTechnology } from './false-mask-rules';
import type { Token } from './names/tokens';
import { STRONG_COMPANY_HEADS, WEAK_COMPANY_HEADS } from './names/organisation-heads';
import { FUNCTION_WORDS, HONORIFICS, NOT_NAMES, ORG_CHAIN_CUES, ORG_HEADS } from './names/word-lists';
import type { ClaimOrganisation, WordKnowledge } from './organisation-rules';
import { wordSet } from './names/word-set';

const words = wordSet;

/** What the detector knows of a word beyond the organisation rules' needs. */
export interface CueKnowledge extends WordKnowledge {
  /** A place of the lexicon ("Lagos", "Orange County"'s "Orange" is no place alone). */
  isPlace(t: Token): boolean;
}

/**
 * Cues before one capitalized word that make it an employer or a counterparty, on top of the
 * chain cues ("works at", "joined"): each pairs the cue word with the words that may stand before
 * it ("" for any), as in ORG_CHAIN_CUES.
 */
const MORE_CUES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['at', words('analysts analyst interview interviews interviewed internship shift')],
  ['for', words('consulting consultant contracting interning interned')],
  ['with', words('interview interviews account accounts merged merger deal')],
  ['by', words('issued hired shortlisted audited')],
  ['from', words('offer offers')],
  ['joins', new Set([''])],
  ['quit', new Set([''])],
]);

const cued = (tokens: readonly Token[], i: number): boolean => {
  const cue = tokens[i - 1];
  if (cue.possessive || !tokens[i].joinedToPrevious) return false;
  for (const table of [ORG_CHAIN_CUES, MORE_CUES]) {
    const before = table.get(cue.key);
    if (!before) continue;
    if (before.has('')) return true;
    if (i > 1 && cue.joinedToPrevious && before.has(tokens[i - 2].key)) return true;
  }
  return false;
};

/** Words after "X's" that only an organisation has: "Orange's CEO", "Shell's shareholders". */
const OWNED = words('ceo cfo cto coo board shareholders shares stock headquarters hq spokesperson spokeswoman spokesman subsidiary subsidiaries earnings revenue profits results acquisition merger');
/** Verbs after "X shares": "Target shares fell". */
const SHARE_MOVES = words('fell rose jumped dropped slid gained climbed tumbled surged plunged sank soared slumped rallied');

const CAMEL = /^\p{Lu}\p{Ll}+\p{Lu}\p{Ll}+$/u;

/** An ordinary capitalized word that may be a company's name: "Shell", "Orange", "Target". */
function companyShape(t: Token, known: CueKnowledge): boolean {
  if (t.caseless || t.hasDigit || t.key.length < 3) return false;
  // "MasMovil", "MinterEllison": two capitalized words written as one, a brand's shape.
  if (t.innerCaps) return CAMEL.test(t.text) && !NOT_NAMES.has(t.key);
  if (!t.capitalized) return false;
  if (FUNCTION_WORDS.has(t.key) || NOT_NAMES.has(t.key) || HONORIFICS.has(t.key)) return false;
  return !known.isGiven(t) && !known.isPlace(t);
}

/**
 * "joined Shell in 2015", "six years at Orange", "Orange's CEO", "Target shares fell": one
 * capitalized ordinary word is a company's name where only a company fits: after an employer's
 * cue, before a possessive of what only companies own, before "shares" and a market verb; so is
 * a brand written in camel case ("MasMovil"). Other words off the dictionary are left to the runs,
 * which already read these cues. Each word is looked at
 * once, with one word of context on each side.
 */
export function cuedCompanyWords(tokens: readonly Token[], taken: Uint8Array, known: CueKnowledge, claim: ClaimOrganisation): void {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (taken[i] || !companyShape(t, known) || (!t.innerCaps && !known.isCommon(t))) continue;
    const next = tokens[i + 1];
    // A capitalized word right after makes a phrase, left to the chain rules ("at Royal Mail").
    if (next !== undefined && next.joinedToPrevious && !t.possessive && (next.capitalized || next.allCaps)) continue;
    const owned = t.possessive && next !== undefined && OWNED.has(next.key);
    const market = !t.possessive && next !== undefined && next.joinedToPrevious && next.key === 'shares' && SHARE_MOVES.has(tokens[i + 2]?.key ?? '');
    const after = i > 0 && !t.sentenceStart && cued(tokens, i);
    if (owned || market || after) claim(i, i + 1, t.end);
  }
}

/** Acronyms that name no organisation though written like one: units, time zones, jargon. */
const NOT_ACRONYMS = words(`
  eod eow cob utc gmt cet cest pst pdt est edt ist jst aest am pm asap fyi tbd tba nda msa sow
  rfp rfq po pos ap ar gl kyc aml pii phi hq hr it ops qa uat pm tl cx cs ip ok
`);
/** Verbs after an acronym that say it is a body or a company acting: "ANVISA approved the label". */
const ACTS = words(`
  approved approves rejected rejects refused fined fines queried asked asks announced announces
  confirmed confirms said says warned warns ruled rules issued issues published publishes
  released releases signed granted grants denied denies audited requires required wants wanted
  shortlisted hired hires acquired acquires sued sues charged investigated cleared certified
`);
/** Cue words before an acronym: "joined NTPC", "funded by CNPq", "filed with the SEC". */
const BEFORE_ACRONYM = words('joined joining join at by from');
/**
 * The same cues in other languages, where a preposition and an article come before a body's
 * acronym: contracted ("al SEPE", "du CNRS", "beim BAMF", "no INSS") or apart ("van het RIVM",
 * "à la CAF", "bei der DRV").
 */
const CONTRACTED_CUES = words('al del au aux du beim vom zum zur ao aos pelo pela dal dalla nel nella presso all');
const PREPOSITIONS = words('van bij voor naar aan met en a à de par pour von bei mit zu an para com em por con da di in');
const ARTICLES = words('het de la el le les der dem den die das o a os as il lo los las');
/**
 * Acronyms of file formats, protocols and identity numbers that follow the same words ("del PDF",
 * "zum USB", "el DNI", "o CPF"): no body.
 */
const FORMAT_ACRONYMS = words(`
  pdf api json xml csv html css url uri usb ssd hdd cpu gpu ram rom dns ssh ssl tls http https ftp
  smtp imap pop sql ide sdk cli gui vpn lan wan wifi iso utf ascii jpeg jpg png gif svg mp3 mp4 avi
  mkv zip tar gzip rpm deb apk exe dll pin iban bic nfc gps sim sms mms otp faq eula gdpr rgpd dsgvo
  lgpd vat iva tva mwst nif nie cif dni cpf cnpj rfc curp rut nss rib sepa tan dpi bios uefi raid
  lcd led hdmi vga dvd cd nas san ups rss ocr nfs smb cifs ldap sso mfa jwt oauth saml xss csrf
  cve pgp gpg rsa aes sha md5 crc ecc pnm pbm pgm ppm bmp tiff tif webp heic eps odt ods odp doc docx
  xls xlsx ppt pptx rtf txt epub ogg flac wav aac opus webm flv wmv mov img dmg vhd qcow dvi xpm xcf psd
  ico ttf otf woff mime ical vcf vcard dvb dab fm am pal ntsc mpeg avc hevc cmyk rgb hsv dpi ppi nan
`);

/** Cue words that count only with an article: "filed with the SEC", not "ends with NUL". */
const BEFORE_THE_ACRONYM = words('joined joining join at by from with via to');

/**
 * "ANVISA approved the label", "a grant from CNPq", "joined BHEL": a word in capitals (or an
 * acronym with a final lower-case letter) inside a sentence of mixed case is a body or a company
 * when a cue before it or a verb of acting after it says so, in English or in another language
 * ("van het RIVM", "al SEPE"). Jargon acronyms ("EOD", "API", "PDF") and words of the dictionary
 * are left alone. Two words of context before, one after.
 */
export function acronymsInContext(tokens: readonly Token[], taken: Uint8Array, known: CueKnowledge, claim: ClaimOrganisation): void {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (taken[i] || t.caseless || t.hasDigit || t.key.length < 3 || t.key.length > 8) continue;
    const acronym = t.allCaps || /^\p{Lu}{3,}\p{Ll}$/u.test(t.text);
    if (!acronym || NOT_NAMES.has(t.key) || NOT_ACRONYMS.has(t.key) || FUNCTION_WORDS.has(t.key) || known.isCommon(t) || known.isPlace(t)) continue;
    // "the SDL 2 library", "the DAPL libraries": the acronym names a technology.
    if (acronymNamesTechnology(tokens, i)) continue;
    const before = i > 0 && t.joinedToPrevious ? tokens[i - 1] : undefined;
    // "the SEC", "with the SEC": an article between the cue and the acronym.
    const cueBefore = before !== undefined && (BEFORE_ACRONYM.has(before.key) || (before.key === 'the' && i > 1 && before.joinedToPrevious && BEFORE_THE_ACRONYM.has(tokens[i - 2].key)));
    const next = tokens[i + 1];
    const acts = next !== undefined && next.joinedToPrevious && !t.possessive && ACTS.has(next.key);
    const owns = t.possessive && next !== undefined && OWNED.has(next.key);
    const foreignCue = before !== undefined && !FORMAT_ACRONYMS.has(t.key) && before.lowerCase && (CONTRACTED_CUES.has(before.key) || (ARTICLES.has(before.key) && i > 1 && before.joinedToPrevious && tokens[i - 2].lowerCase && PREPOSITIONS.has(tokens[i - 2].key)));
    if (cueBefore || acts || owns || foreignCue) claim(i, i + 1, t.end);
  }
}

/** Words on both sides of "&" that make an ordinary phrase ("Health & Safety", "Terms & Conditions"). */
const FIRM_TAILS = words('sons son partners partner co company associates brothers bros daughters nephew nephews');

/**
 * "Wilson & Sons", "Marsh & McLennan", "Smith & Nephew", "Procter & Gamble": two capitalized
 * words joined by "&" name a firm when one of them is off the dictionary or a surname, or the
 * second is a firm's tail ("Sons", "Partners"), and they are not two given names ("Anna & Ben").
 * Each "&" looks at one word on each side.
 */
export function ampersandFirms(tokens: readonly Token[], taken: Uint8Array, known: WordKnowledge & { isSurname(t: Token): boolean }, claim: ClaimOrganisation): void {
  for (let i = 1; i + 1 < tokens.length; i++) {
    if (tokens[i].key !== '&' || taken[i - 1] || taken[i + 1]) continue;
    const left = tokens[i - 1];
    const right = tokens[i + 1];
    if (!tokens[i].joinedToPrevious || !right.joinedToPrevious || left.possessive) continue;
    const shaped = (t: Token): boolean => !t.caseless && (t.capitalized || t.allCaps) && !t.hasDigit && t.key.length > 1 && !FUNCTION_WORDS.has(t.key) && !NOT_NAMES.has(t.key);
    if (!shaped(left) || !shaped(right)) continue;
    const tail = FIRM_TAILS.has(right.key);
    const proper = (t: Token): boolean => !known.isCommon(t) || known.isSurname(t);
    if (!tail && !(proper(left) || proper(right))) continue;
    if (!tail && known.isGiven(left) && known.isGiven(right)) continue;
    // "Tallis & Rowe Consulting": the words that end firms' names after it belong to it.
    let last = i + 2;
    while (last < tokens.length && last - i < 4 && !taken[last] && tokens[last].joinedToPrevious && tokens[last].capitalized && (ORG_HEADS.has(tokens[last].key) || STRONG_COMPANY_HEADS.has(tokens[last].key) || WEAK_COMPANY_HEADS.has(tokens[last].key))) last++;
    claim(i - 1, last, tokens[last - 1].end);
    i = last - 1;
  }
}
