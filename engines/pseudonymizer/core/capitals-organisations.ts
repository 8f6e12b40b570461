import { INSTITUTION_FIELDS, INSTITUTIONS } from './names/institutions';
import { CASELESS_STOPS, STRONG_COMPANY_HEADS, WEAK_COMPANY_HEADS } from './names/organisation-heads';
import type { Token } from './names/tokens';
import { FUNCTION_WORDS, NOT_NAMES } from './names/word-lists';
import type { ClaimOrganisation, WordKnowledge } from './organisation-rules';
import { wordSet } from './names/word-set';

const words = wordSet;

/**
 * Words right before a name in capitals that say one follows: "DRAWN ON", "NOTICE FROM THE", and
 * the prepositions of other languages ("ENVIADOS PARA", "VERSTUURD NAAR", "UNTERLAGEN AN"), which
 * no name's qualifier is.
 */
const OPENERS = words('the on from to by at with of for an naar aan voor para a à au aux al per con mit bei zum zur für avec pour chez por com em met');
/** Verbs of getting in touch right before a name in capitals: "PLEASE CONTACT HARBOUR LIGHT FOUNDATION". */
const CONTACT_VERBS = words('contact call email phone visit join notify');
/** What may stand right before a name that opens a line or a field: nothing, a colon, a dash, a bar. */
const FIELD_START = /(?:^|[\n:|\-\u2013\u2014][ \t]*)$/;

/** A sender's or an addressee's label opening a line: "FROM:", "TO:", "ATTN:". */
const ADDRESS_LABEL = /(?:^|\n)[ \t]*(?:FROM|TO|ATTN)[ \t]*:[ \t]*$/;
/** Heads that end ordinary phrases too ("CUSTOMER SERVICE", "HEAD OFFICE"): their words must say more. */
const WEAK = words('service services office group center centre school schools');
/** Weak heads that a public field alone does not make a name: "BACK TO HIGH SCHOOL NIGHT". */
const SCHOOLS = words('school schools');
const MAX_QUALIFIERS = 4;

/**
 * "NOTICE FROM THE INTERNAL REVENUE SERVICE", "DRAWN ON WELLS FARGO BANK", "THE WORLD WILDLIFE
 * FUND": in a line written in capitals, case cannot tell a name from a phrase, so two to four
 * words ending in an institution or company word name an organisation only right after "THE", a
 * preposition or a verb of getting in touch, or at the start of a line or a field ("NOTICE:
 * HARBOUR LIGHT FOUNDATION WILL CLOSE"), not after "YOUR LOCAL"; and after a weak head ("SERVICE", "OFFICE") only when a
 * word off the dictionary or a public field ("REVENUE") is among them ("THE CUSTOMER SERVICE
 * DESK" is none).
 * Each head looks back at most four words, so the pass stays linear.
 */
export function capitalsOrganisations(text: string, tokens: readonly Token[], taken: Uint8Array, known: WordKnowledge, claim: ClaimOrganisation): void {
  for (let i = 1; i < tokens.length; i++) {
    const head = tokens[i];
    if (taken[i] || !head.caseless || !head.allCaps || !isHead(head.key)) continue;
    let first = i;
    let proper = 0;
    let fields = 0;
    while (first > 0 && i - first < MAX_QUALIFIERS && tokens[first].joinedToPrevious && !taken[first - 1]) {
      const p = tokens[first - 1];
      if (!p.allCaps || p.hasDigit || FUNCTION_WORDS.has(p.key) || OPENERS.has(p.key) || CONTACT_VERBS.has(p.key) || NOT_NAMES.has(p.key) || p.key.length < 2) break;
      first--;
      if (!known.isCommon(p)) proper++;
      if (INSTITUTION_FIELDS.has(p.key)) fields++;
    }
    const qualifiers = i - first;
    const before = first > 0 && tokens[first].joinedToPrevious ? tokens[first - 1] : undefined;
    // "NOTICE: HARBOUR LIGHT FOUNDATION WILL BE CLOSED", "KESTREL LOGISTICS ANNUAL REPORT": a
    // line's or a field's first words are a name's as much as words after a preposition.
    const fieldStart = before === undefined && FIELD_START.test(text.slice(Math.max(0, tokens[first].start - 3), tokens[first].start));
    if (!fieldStart && (before === undefined || !(OPENERS.has(before.key) || CONTACT_VERBS.has(before.key)))) continue;
    // "DELIVERY FOR FALCON CATERING": a head no ordinary phrase ends in takes one word before it
    // after a preposition ("THE CATERING" alone is none).
    // At a line's start one word must be off the dictionary: "ANNUAL CATERING" is a heading.
    // "FROM: KESTREL ANALYTICS": after a sender's or an addressee's label one word will do too.
    const addressed = fieldStart && ADDRESS_LABEL.test(text.slice(Math.max(0, tokens[first].start - 12), tokens[first].start));
    if (qualifiers < 2 && !(qualifiers === 1 && STRONG_COMPANY_HEADS.has(head.key) && (before ? before.key !== 'the' : proper > 0 || addressed))) continue;
    if (WEAK.has(head.key) && proper === 0 && (fields === 0 || SCHOOLS.has(head.key))) continue;
    // "FROM BLUEWATER FREIGHT SOLUTIONS": heads that follow belong to the name; the scan goes on after them.
    let last = i + 1;
    while (last < tokens.length && !taken[last] && tokens[last].joinedToPrevious && tokens[last].allCaps && isHead(tokens[last].key)) last++;
    claim(first, last, tokens[last - 1].end);
    i = last - 1;
  }
}

const isHead = (key: string): boolean => INSTITUTIONS.has(key) || STRONG_COMPANY_HEADS.has(key) || WEAK_COMPANY_HEADS.has(key) || WEAK.has(key);

/**
 * Head words that open an institution's name before "OF", "DE", "DEL" and the like ("UNIVERSITY OF
 * CAPE COAST", "BANCO DEL SUR", "MINISTÉRIO DA SAÚDE"): written so, a body's name, whatever words
 * follow. Words such as "AUTHORITY", "COURT" or "FUND" are left out: "UNDER THE AUTHORITY OF THE
 * COURT", "FUND OF FUNDS" are phrases as often.
 */
const HEAD_FIRST = words(`
  ministry department agency bureau commission council directorate university college institute
  hospital bank foundation academy federation association
  ministerio ministere ministero ministerie ministerium banco banque banca caixa caisse cassa
  universidad universidade universite universita universitat universiteit uniwersytet instituto
  institut istituto secretaria prefeitura fundacion fundacao fondation fondazione hopital agencia
  agence agenzia comision comissao commissione consejo conselho conseil consiglio camara
  committee comite komitee comitato caja stiftung hochschule federacion federacao federazione
  asociacion associacao associazione stichting vereniging liga cooperativa escuela ecole escola
  colegio ospedale klinikum politecnico
`);
/** Heads a body is "on" in its name: "COMMISSION ON HUMAN RIGHTS", "COUNCIL ON FOREIGN RELATIONS". */
const ON_HEADS = words('commission council committee');
/** What joins the head to what the body is of: "OF", "DE", "DEL", "DA", "DI", "FÜR", "VAN". */
const HEAD_JOINS = words('of for de del della do da dos das di des du fur van voor');
/** Articles that may follow the join: "UNIVERSITY OF THE WEST INDIES", "BANCO DE LA NACIÓN". */
const JOIN_ARTICLES = words('the la las los le les el die der den');
const MAX_COMPLEMENT = 4;

/**
 * "CONTACT BANCO DEL SUR BEFORE FRIDAY", "TO: UNIVERSITY OF CAPE COAST", "a letter from the
 * MINISTRY OF FINANCE": written in capitals, an institution head word, a join and one to four words in capitals (an article may
 * come first) name a body; the name ends at a function word, a date word or adverb ("TODAY", "BEFORE"), a verb of getting in
 * touch or another head. "AND" goes on only before a public field ("LABOUR AND EMPLOYMENT"). Each
 * head reads at most six words after it and the scan goes on after what it claims.
 */
export function capitalsHeadFirst(tokens: readonly Token[], taken: Uint8Array, claim: ClaimOrganisation): void {
  for (let i = 0; i + 2 < tokens.length; i++) {
    const head = tokens[i];
    if (taken[i] || !head.allCaps || !HEAD_FIRST.has(head.key)) continue;
    // In a line of mixed case the name is shouted whole: "a letter from the MINISTRY OF FINANCE".
    const join = tokens[i + 1];
    const joins = HEAD_JOINS.has(join.key) || (join.key === 'on' && ON_HEADS.has(head.key));
    if (taken[i + 1] || !join.joinedToPrevious || !joins || !join.allCaps) continue;
    let j = i + 2;
    if (j < tokens.length && JOIN_ARTICLES.has(tokens[j].key) && tokens[j].joinedToPrevious) j++;
    let end = i;
    let count = 0;
    for (; j < tokens.length && count < MAX_COMPLEMENT && !taken[j] && tokens[j].joinedToPrevious; j++) {
      const t = tokens[j];
      if (t.key === 'and' && count > 0 && INSTITUTION_FIELDS.has(tokens[j + 1]?.key ?? '')) continue;
      if (!t.allCaps || t.hasDigit || t.key.length < 2 || FUNCTION_WORDS.has(t.key) || CASELESS_STOPS.has(t.key) || (NOT_NAMES.has(t.key) && !INSTITUTION_FIELDS.has(t.key)) || CONTACT_VERBS.has(t.key) || isHead(t.key)) break;
      count++;
      end = j + 1;
    }
    if (end <= i) continue;
    claim(i, end, tokens[end - 1].end);
    i = end - 1;
  }
}
