/**
 * People's names left in lower case in chat, mail, tickets and log lines ("I think priya has the
 * password", "Assigned to: kevin", "thanks,\njames"), where case no longer marks a name and the
 * word-by-word scan, which reads lower-case words only in lines written all in one case, passes
 * them by. Only the name lists and a person's context can tell them from ordinary words here.
 */
import type { Token } from './names/tokens';
import { namesCondition } from './false-mask-rules';
import { mentionedAt } from './mentions';
import { labelled, signature } from './person-slots';
import { ELIDED_WORDS } from './names/word-lists';
import { contactedInOtherLanguage, lowerCaseSpeaker } from './other-language-people';
import { foldKey } from './names/lexicon';

/** What the rule needs to know of a word. */
export interface LowerCaseNameKnowledge {
  /** A given name of the curated lexicon. */
  isGiven(t: Token): boolean;
  /** A surname of the curated lexicon. */
  isSurname(t: Token): boolean;
  /** A name of the larger, uncurated list only. */
  isExtraName(t: Token): boolean;
  /** A given name of some country that is rare as a word in every listed language ("henrik", "wojciech"). */
  isPlainGiven(t: Token): boolean;
  /** A surname of that kind that is no given name of it ("yilmaz", "santoso"). */
  isPlainSurname(t: Token): boolean;
  /** An ordinary English word, or a frequent word of another language the detector lists. */
  isCommon(t: Token): boolean;
  /** A place, a technology or calendar word, a function word or a title: never a name alone. */
  isExcluded(t: Token): boolean;
  /** A frequent word of another language, or a name of some other culture's list. */
  isOtherWord(t: Token): boolean;
  /** How name-like the word's letters are (name-shape.ts): above 0 more a name's than a word's. */
  nameShape(t: Token): number;
}

/** Words right before an addressee or a person spoken of ("thanks priya", "ask stefan", "with ana"). */
export const PERSON_CUES: ReadonlySet<string> = new Set([
  'hi', 'hey', 'hello', 'dear', 'hiya', 'yo', 'morning', 'thanks', 'thank', 'thx', 'thnx', 'ty', 'tysm', 'cheers', 'sorry', 'congrats',
  'congratulations', 'bye', 'welcome', 'ask', 'asked', 'tell', 'told', 'remind', 'reminded', 'ping', 'pinged', 'cc', 'invite',
  'meet', 'met', 'with', 'by', 'to', 'and', 'from', 'call', 'called', 'email', 'emailed', 'text', 'texted', 'message', 'messaged',
  'tag', 'tagged', 'owe', 'per', 'for', 'w', 'dm', "dm'd", 'dmed', "pm'd", "cc'd",
]);
/** Question openers before a subject ("did priya", "has kenji", "is kwame joining"). */
const AUXILIARIES = new Set(['did', 'does', 'do', 'is', 'was', 'has', 'have', 'can', 'could', 'will', 'would', 'should']);
/** Words right after a person spoken of ("kenji will send", "dmitri says", "daan here"). */
const AFTER = new Set([
  'said', 'says', 'told', 'asked', 'asks', 'wants', 'wanted', 'thinks', 'thought', 'agreed', 'reported', 'presented', 'raised',
  'wrote', 'writes', 'sent', 'sends', 'called', 'joined', 'signed', 'confirmed', 'promised', 'mentioned', 'replied', 'approved',
  'will', 'would', 'is', 'was', 'has', 'had', 'can', 'could', 'should', 'and', 'here', 'who', 'forgot', 'left', 'got', 'needs',
  'knows', 'owns', 'handles', 'broke', 'fixed', 'pushed', 'merged', 'booked', 'posted', 'shared', 'commented', 'suggested',
  'cant', "can't", "won't", 'didnt', "didn't", 'doesnt', "doesn't", 'isnt', "isn't",
]);
/** After-words that follow any subject: at a sentence's start ("nat is used to") they say nothing. */
const WEAK_AFTER = new Set(['will', 'would', 'is', 'was', 'has', 'had', 'can', 'could', 'should', 'and', 'who']);
/** The same for a given name that is also an ordinary word ("mike", "tom"): verbs of speech and action only. */
const STRONG_AFTER = new Set(['said', 'says', 'told', 'asked', 'asks', 'wants', 'wanted', 'thinks', 'thought', 'agreed', 'reported', 'presented', 'raised', 'wrote', 'replied', 'mentioned', 'promised', 'confirmed', 'approved', 'here']);
/** Answers that, before a name set off by a comma, address a person: "ok sarah, sounds good". */
const VOCATIVE_OPENERS = new Set(['ok', 'okay', 'yes', 'yeah', 'yep', 'sure', 'no', 'nope', 'right', 'great', 'thanks', 'thx']);
/** Determiners a thing takes and a person's name does not: "the app is down", "my bot is ok". */
const DETERMINERS = new Set(['the', 'a', 'an', 'my', 'your', 'our', 'their', 'its', 'these', 'those', 'every', 'each']);

/**
 * Cues in chat that take a person and nothing else ("cc bongani", "ping selam", "ask aizada"):
 * after them even a word no list knows is a name.
 */
export const PERSON_ONLY_CUES: ReadonlySet<string> = new Set(['cc', 'bcc', 'ping', 'pinged', 'ask', 'asked', 'tell', 'told', 'remind', 'reminded', 'thanks', 'thx']);
const COORDINATORS = new Set(['and', '&', 'or']);
/** Verbs whose object is the person told or asked: "tell mark the build broke", "remind tom about friday". */
const ADDRESS_VERBS = new Set(['tell', 'told', 'ask', 'asked', 'remind', 'reminded', 'ping', 'pinged', 'cc', 'bcc']);
/**
 * What follows the person after such a verb: what they are told or asked ("the", "about", "if",
 * "to"), or a new clause. "tell mark the build broke" reads a person here, but "mark the build as
 * broken" has no verb before it, and a modal that is also a name ("ask will", "may") is left alone.
 */
const AFTER_ADDRESSEE = new Set([
  'the', 'a', 'an', 'about', 'if', 'whether', 'that', 'to', 'when', 'once', 'for', 'what', 'how', 'why', 'where', 'who', 'asap',
  'please', 'pls', 'tomorrow', 'today', 'tonight', 'later', 'again', 'too', 'we', 'i', 'you', 'he', 'she', 'they', 'it', 'this',
  'our', 'my', 'your', 'his', 'her', 'their', 'before', 'after',
]);
const MODALS = new Set(['will', 'may', 'can', 'might', 'must', 'shall']);
/**
 * Ordinary nouns said to someone in place of a name ("cheers mate", "hey buddy", "thanks man",
 * "night love"): written in lower case after a greeting they are the greeting's object, never a
 * name, though some are also given names of the lists ("Mate", "Buddy", "Chief"). Read on the word
 * as written, so an accented name ("máté") stays a name.
 */
const ADDRESS_NOUNS = new Set([
  'mate', 'mates', 'buddy', 'buddies', 'pal', 'pals', 'dude', 'dudes', 'bro', 'bruh', 'sis', 'man', 'guys', 'folks', 'fam',
  'boss', 'chief', 'champ', 'love', 'luv', 'hun', 'hon', 'honey', 'babe', 'darling', 'sweetie', 'sweetheart', 'friend', 'friends',
  'lads', 'lad', 'ladies', 'gents', 'sir', 'madam', 'yall', 'kiddo', 'doc',
]);
/** Greetings and thanks said to someone: "hi", "thanks", "morning", "sorry". */
const GREETINGS = new Set(['hi', 'hey', 'hello', 'dear', 'thanks', 'thx', 'ty', 'cheers', 'sorry', 'congrats', 'morning', 'welcome']);
/**
 * How name-like a word no list knows must look right after a greeting ("morning muthoni", "sorry
 * narek") to be read as the person greeted. A greeting is followed by a name, a group ("all",
 * "team", "everyone", all dictionary words) or a word of jargon ("hey frontend is down"): of the
 * model's held-out words about three names in four and one ordinary word in fifteen score above 0
 * (name-shape.json's heldOut), and the greeting already makes a name likely.
 */
const SHAPE_AFTER_GREETING = 0;
/**
 * The same for the subject of a verb of speech ("wairimu said", "odgerel asked"): any word may
 * open a sentence, so the letters must say more (about one ordinary word in thirty passes).
 */
const SHAPE_BEFORE_SPEECH = 0.5;
/** "con", "avec", "mit": prepositions of other languages that take a person as often as a thing. */
const OTHER_LANGUAGE_WITH = new Set(['con', 'avec', 'mit', 'com', 'met', 'med', 'ze', 'ile', 'dengan', 'amb']);
/**
 * Greetings and thanks of other languages ("gracias valentina", "dzięki wojtek", "ciao chiara"):
 * said to someone, like "hi" and "thanks" above, so the word right after them is the person
 * greeted when a name list knows it or its letters read as a name's.
 */
export const OTHER_LANGUAGE_GREETINGS: ReadonlySet<string> = new Set(
  [
    'hola', 'gracias', 'olá', 'obrigado', 'obrigada', 'valeu', 'ciao', 'grazie', 'salut', 'merci', 'coucou', 'hallo', 'moin',
    'servus', 'danke', 'doei', 'bedankt', 'hej', 'tack', 'takk', 'kiitos', 'cześć', 'dzięki', 'dziękuję', 'ahoj', 'díky', 'děkuji',
    'merhaba', 'selam', 'teşekkürler', 'sağol', 'makasih',
    // Keys are folded like tokens' ("dzięki" is read as "dzieki").
  ].map(foldKey),
);
/**
 * Words of other languages that stand before a person more than before a thing: their "with", their
 * greetings and thanks, and their "according to" ("según", "selon", "laut", "volgens", "według").
 */
export const OTHER_LANGUAGE_PERSON_BEFORE: ReadonlySet<string> = new Set([
  ...OTHER_LANGUAGE_WITH, ...OTHER_LANGUAGE_GREETINGS, ...['según', 'segundo', 'selon', 'secondo', 'laut', 'volgens', 'enligt', 'ifølge', 'według', 'podle'].map(foldKey),
]);
/**
 * How name-like a word no list knows must look after one of those ("hablé con keoni") in a
 * sentence of another language. Their frequent words are known (other-words.json), but rarer
 * nouns still follow these prepositions far more often than names: at 1 about one held-out
 * ordinary word in seventy passes and two names in five (name-shape.json's heldOut).
 */
const SHAPE_AFTER_OTHER_LANGUAGE_WITH = 1;
/**
 * Articles that Portuguese, Italian, Catalan and colloquial German put before a person's name
 * ("falei com a ana", "sono uscito con la giulia", "ich war mit dem jonas dort"): read between
 * "com", "con", "mit" and the name as if absent.
 */
const ARTICLES_BEFORE_PERSON = new Set(['a', 'o', 'la', 'il', 'el', 'en', 'lo', 'der', 'die', 'dem', 'den']);
/**
 * The pronouns those prepositions take ("con ella", "avec elle", "con lui", "mit ihm", "com ela"):
 * several are also given names of some list, and they follow "with" more often than any name.
 */
const PREPOSITIONAL_PRONOUNS = new Set([
  // Keys are folded like tokens' (no diacritics): "él" is "el", "você" is "voce", "nią" is "nia".
  'ella', 'ellas', 'ellos', 'el', 'usted', 'ustedes', 'nosotros', 'nosotras', 'vosotros', 'ti', 'mi', 'si',
  'lui', 'lei', 'loro', 'noi', 'voi', 'te', 'me', 'se', 'elle', 'elles', 'eux', 'moi', 'toi', 'soi', 'nous', 'vous',
  'ela', 'elas', 'ele', 'eles', 'voce', 'voces', 'nos', 'vos', 'ihm', 'ihr', 'ihnen', 'ihn', 'uns', 'euch', 'mir', 'dir', 'sich',
  'hem', 'haar', 'hen', 'hun', 'ons', 'jullie', 'mij', 'jou', 'honom', 'henne', 'dem', 'oss', 'er', 'ham', 'hende', 'dig', 'mig',
  'jej', 'nim', 'nia', 'nimi', 'nami', 'wami', 'toba', 'mna', 'dia', 'mereka', 'kami', 'kita', 'kamu', 'anda', 'onu', 'ona', 'onlar',
]);
/**
 * The "with" of those languages that takes a person as readily as a thing. Indonesian "dengan"
 * mostly makes a manner or a means ("dengan pola", "dengan cepat") and Turkish "ile" follows its
 * person ("ali ile"), so neither is read before a name here.
 */
const WITH_BEFORE_PERSON = new Set([...OTHER_LANGUAGE_WITH].filter((w) => w !== 'dengan' && w !== 'ile'));
/** Words that bind a noun to what follows ("con luz de día", "mit rosa von"): the word before them is a thing. */
const NOUN_LINKS = new Set(['de', 'di', 'da', 'del', 'della', 'do', 'du', 'des', 'von', 'van', 'der', 'dei', 'dos', 'das']);
/** Other languages' "ask" and "tell", whose person follows "a", "ao", "à" ("pregunta a jimena", "demande à clémence"). */
const OTHER_LANGUAGE_ASK = new Set(['pregunta', 'pregunte', 'pergunta', 'pergunte', 'dile', 'diga', 'avisa', 'avise', 'chiedi', 'chieda', 'domanda', 'dì', 'demande', 'demandez', 'dis', 'dites']);
/** The preposition those verbs take before the person. */
const TO_PERSON = new Set(['a', 'al', 'ao', 'à', 'alla']);

const NAME_SHAPE = /^\p{Ll}[\p{Ll}\p{M}'\u2019-]*$/u;

/** How sure the lists are that a lower-case word is a person's name. */
const enum Strength {
  None,
  /** A given name that is also an ordinary word ("mike", "tom"): a clear cue must say name. */
  Ordinary,
  /** A given name or surname of no ordinary use, or a name of the larger list ("priya", "naledi"). */
  Name,
}

/** "mate", "y'all", "ma'am": a noun of address or an elided word, said where a name could stand. */
function saidInPlaceOfName(t: Token): boolean {
  return ADDRESS_NOUNS.has(t.text) || ELIDED_WORDS.has(t.text.replace(/\u2019/g, "'"));
}

function strength(t: Token, know: LowerCaseNameKnowledge): Strength {
  if (!t.lowerCase || t.hasDigit || t.key.length < 3 || !NAME_SHAPE.test(t.text) || know.isExcluded(t) || saidInPlaceOfName(t)) return Strength.None;
  const given = know.isGiven(t) || know.isPlainGiven(t);
  const named = given || know.isSurname(t) || know.isExtraName(t) || know.isPlainSurname(t);
  if (!named) return Strength.None;
  if (know.isCommon(t)) return given ? Strength.Ordinary : Strength.None;
  return Strength.Name;
}

/**
 * Claims lower-case words that the name lists know, each with a person's context:
 *
 * - a greeting, thanks or a verb that takes a person right before it ("thx mehmet", "ask stefan",
 *   "check with stefan"), a question's auxiliary ("did priya"), an `@`, or a word after it that a
 *   person does ("kenji will send", "dmitri says", "daan here");
 * - the value of a person's label ("Assigned to: kevin", "attendees: john, ngozi");
 * - a signature line ("thanks,\njames", "-- naledi");
 * - a surname right after it ("joão silva"), or a name joined to it by "and" ("kasia and tomek").
 *
 * A given name that is also an ordinary word ("mike", "tom") counts only after a greeting or
 * thanks, an `@`, a label, a signature, a verb of speech, or a verb of telling or asking followed
 * by what the person is told ("remind tom about friday"). Words in a sentence of another language
 * (`foreign`) are left alone. One pass; each word looks at most three words around it.
 */
export function lowerCasePeople(text: string, tokens: readonly Token[], taken: Uint8Array, foreign: Uint8Array, know: LowerCaseNameKnowledge, claim: (first: number, last: number, end: number) => void): void {
  // Index after the last name this pass claimed: "tariq and bongani" reads on from "tariq".
  let claimedEnd = -1;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (taken[i]) continue;
    // "priya's laptop": a name of no ordinary use that owns something is a person's; any other
    // possessive ("today's", "mark's") is left to the cues below only when it is no possessive.
    const owner = t.possessive && !foreign[i] && strength(t, know) === Strength.Name;
    if (t.possessive && !owner) continue;
    // "my aunt has crohn's": a condition called after a person (see namesCondition).
    if (namesCondition(tokens, i, know.isSurname(t))) continue;
    // "frag mal jörg", "pregunta a maría": another language's verb of asking, in any sentence.
    // "maría dijo", "sanne zei": a given name before another language's verb of speech.
    // "con marco", "com a ana": another language's "with" before a given name, in any sentence.
    if (contactedInOtherLanguage(tokens, i, know) || lowerCaseSpeaker(tokens, i, know) || givenAfterWith(tokens, i, know)) {
      claim(i, i + 1, t.end);
      claimedEnd = i + 1;
      continue;
    }
    if (foreign[i]) {
      // "@joão pode ver isso?": a mention is a person in every language. So is a known name under an
      // English person label ("cc: matteo ricci, ingrid solberg"), whose names of other cultures
      // can be enough to make the line read as another language.
      const name = strength(t, know) === Strength.Name;
      const last = name ? withSurname(tokens, taken, i, know) : i + 1;
      const fullName = last > i + 1 && englishAround(tokens, i, last, know);
      // "ik heb maarten gevraagd": a curated given name that the frequent-word lists hold and that
      // no listed language uses as a word, so frequent as a name; a rarer one may be a loan or a
      // program's name in that language's text ("puisque lilo a besoin", "shelly" for shells).
      // Written with marks the key drops, it is that language's word ("řádek", "saída"), not the name.
      // "tolong kabari eko prasetyo": a given name whose surname no listed language uses as a word.
      const next = tokens[i + 1];
      const plainPair = last > i + 1 && (know.isPlainGiven(next) || know.isPlainSurname(next));
      const frequentName = plainGiven(t, know) && know.isGiven(t) && know.isOtherWord(t) && t.text.toLowerCase() === t.key;
      const plain = name && (frequentName || plainPair) && standsAlone(text, t, tokens[last - 1]);
      if (withInOtherLanguage(text, tokens, i, know) || (name && (mentionedAt(text, t.start) || labelled(text, tokens, i) || fullName || plain))) {
        claim(i, last, tokens[last - 1].end);
        claimedEnd = last;
        i = last - 1;
      }
      continue;
    }
    const s = strength(t, know);
    if (s === Strength.None) {
      const last = offListAfterCue(text, tokens, taken, i, claimedEnd, know);
      if (last > i) {
        claim(i, last, tokens[last - 1].end);
        claimedEnd = last;
        i = last - 1;
      }
      continue;
    }
    const last = withSurname(tokens, taken, i, know);
    const tail = tokens[last - 1];
    const previous = i > 0 ? tokens[i - 1] : undefined;
    const joined = previous !== undefined && t.joinedToPrevious && !previous.possessive;
    const after = tokens[last];
    const afterJoined = after !== undefined && after.joinedToPrevious && !tail.possessive ? after.key : '';
    // "@rachel", "TODO(lukas)": set off the way a handle or a code marker's owner is.
    const at = mentionedAt(text, t.start) || (text[t.start - 1] === '(' && text[tail.end] === ')' && previous !== undefined && previous.allCaps && previous.end === t.start - 1);
    const greeted = joined && PERSON_CUES.has(previous.key);
    const closer = previous !== undefined && /^[,!]?[ \t]*$/.test(text.slice(previous.end, t.start)) && (GREETINGS.has(previous.key) || OTHER_LANGUAGE_GREETINGS.has(previous.key));
    // "ok sarah, sounds good": an answer, the name, then a comma or "!" is said to someone.
    const addressed = joined && VOCATIVE_OPENERS.has(previous.key) && /^[,!]/.test(text.slice(tail.end, tail.end + 1));
    const told = joined && previous.lowerCase && ADDRESS_VERBS.has(previous.key) && !MODALS.has(t.key) && objectFollows(text, tail, after);
    const strongCue = at || closer || addressed || told || labelled(text, tokens, i) || signature(text, tokens, i) || STRONG_AFTER.has(afterJoined);
    const asked = joined && AUXILIARIES.has(previous.key) && after !== undefined && after.lowerCase;
    const pair = last > i + 1;
    const coordinated = afterJoined === 'and' && tokens[last + 1] !== undefined && strength(tokens[last + 1], know) === Strength.Name;
    const subject = AFTER.has(afterJoined) && !(t.sentenceStart && WEAK_AFTER.has(afterJoined));
    // "ahmed hassan starts monday": a given name of no ordinary use then a surname of none is a
    // full name wherever it stands; two such words seldom meet otherwise.
    // A name the frequent-word lists hold only as the name it is ("henrik") stands alone as well,
    // unless the curated lists know it as a surname only: "ramachandran plot" names a method.
    const bare = ((know.isGiven(t) && !know.isOtherWord(t) && !know.isExtraName(t)) || plainGiven(t, know)) && standsAlone(text, t, tail);
    const cue = strongCue || greeted || asked || subject || coordinated || pair || owner || bare;
    // "the app is down": after a determiner the word is a thing, unless a strong cue says person.
    const determined = joined && previous.lowerCase && DETERMINERS.has(previous.key);
    if (determined && !strongCue) continue;
    if (s === Strength.Ordinary ? strongCue || (pair && cue) : cue) {
      claim(i, last, tail.end);
      claimedEnd = last;
      i = last - 1;
    }
  }
}

/**
 * A given name of lower-case-names.json (given in some country, rare as a word in every listed
 * language) that the curated lists do not hold as a surname only.
 */
function plainGiven(t: Token, know: LowerCaseNameKnowledge): boolean {
  return know.isPlainGiven(t) && (know.isGiven(t) || !know.isSurname(t));
}

/** How many words either side of a full name `englishAround` reads. */
const LANGUAGE_REACH = 8;

/**
 * "the new guy ahmed hassan starts monday": names of other cultures are frequent words of other
 * languages too, so a lower-case full name can make an English sentence count as another
 * language. Around such a name, English words ("hired", "guy", "starts", which the other lists
 * also hold as loans) outnumber words only another language has ("nel", "campo" in "nel campo
 * dei"): the sentence is English after all.
 */
function englishAround(tokens: readonly Token[], first: number, last: number, know: LowerCaseNameKnowledge): boolean {
  let english = 0;
  let other = 0;
  for (let k = Math.max(0, first - LANGUAGE_REACH); k < Math.min(tokens.length, last + LANGUAGE_REACH); k++) {
    const u = tokens[k];
    if (k >= first && k < last) continue;
    if (know.isCommon(u)) english++;
    else if (know.isOtherWord(u) && !know.isGiven(u) && !know.isSurname(u)) other++;
  }
  return english > other;
}

/** "joão silva", "maria santos": a given name then a surname, the pair read as one name; the index after it. */
function withSurname(tokens: readonly Token[], taken: Uint8Array, i: number, know: LowerCaseNameKnowledge): number {
  const t = tokens[i];
  const next = tokens[i + 1];
  // "yuki tanaka": the given name may be one of the larger list's, so long as no language uses it as a word.
  const given = know.isGiven(t) || know.isPlainGiven(t) || (know.isExtraName(t) && !know.isOtherWord(t));
  const surname = next !== undefined && (know.isSurname(next) || know.isPlainSurname(next));
  if (next !== undefined && !taken[i + 1] && next.joinedToPrevious && given && next.lowerCase && surname && !know.isCommon(next) && !know.isExcluded(next)) return i + 2;
  return i + 1;
}

/** After "tell X": the text ends, a clause mark follows, or a word that opens what X is told or asked. */
function objectFollows(text: string, tail: Token, after: Token | undefined): boolean {
  if (after === undefined) return /^[ \t]*[.,!?;:)]?[ \t]*$/.test(text.slice(tail.end, tail.end + 4));
  const gap = text.slice(tail.end, after.start);
  if (/^[ \t]*[,.!?;:][\s\S]*$/.test(gap) && !tail.possessive) return true;
  return after.joinedToPrevious && AFTER_ADDRESSEE.has(after.key);
}

/**
 * Whether the words from `t` to `tail` stand in running text as words do: not glued to an address,
 * a host, a path or code ("pborys@dione.ids.pl", "/home/maria", "user.priya").
 */
function standsAlone(text: string, t: Token, tail: Token): boolean {
  const before = text[t.start - 1] ?? ' ';
  return /[\s"'\u201c\u2018(]/u.test(before) && !/^[.@/_:(\[]\S/.test(text.slice(tail.end, tail.end + 2)) && text[tail.end] !== '@';
}

/** A lower-case word no list knows and no ordinary word of any language the detector lists. */
function offList(text: string, t: Token, know: LowerCaseNameKnowledge): boolean {
  if (!t.lowerCase || t.hasDigit || t.key.length < 3 || !NAME_SHAPE.test(t.text) || know.isExcluded(t) || saidInPlaceOfName(t)) return false;
  if (know.isGiven(t) || know.isSurname(t) || know.isExtraName(t) || know.isCommon(t) || know.isOtherWord(t)) return false;
  // "ping localhost.", "cc ops@": a host, an address or code, not a person.
  return !/^[.@/_:(\[]\S/.test(text.slice(t.end, t.end + 2)) && text[t.start - 1] !== '.';
}

/**
 * "cc bongani", "ping selam and aizada", "ask tenzin norbu": right after a cue that takes only a
 * person, or after "and" next to a name just claimed, a word no list knows is a name, with a second
 * such word or a known surname after it. After a greeting ("morning muthoni") or before a verb of
 * speech ("tshepo said"), where other words go too, its letters must also read as a name's.
 * Answers the index after the name, or `i` for none.
 */
function offListAfterCue(text: string, tokens: readonly Token[], taken: Uint8Array, i: number, claimedEnd: number, know: LowerCaseNameKnowledge): number {
  const t = tokens[i];
  if (!offList(text, t, know)) return i;
  if (i === 0 || !t.joinedToPrevious) return speaksFirst(tokens, i, know) ? i + 1 : i;
  const previous = tokens[i - 1];
  // "morning muthoni", "sorry narek": a greeting right before a word whose letters read as a name.
  const greeted = (GREETINGS.has(previous.key) || OTHER_LANGUAGE_GREETINGS.has(previous.key)) && previous.lowerCase && readsAsName(t, know, SHAPE_AFTER_GREETING);
  const speaker = speaksFirst(tokens, i, know);
  const cued = ((PERSON_ONLY_CUES.has(previous.key) || greeted) && previous.lowerCase) || speaker;
  // The name before "and" was claimed by this pass or, in a line of one case, found before it.
  const coordinated = COORDINATORS.has(previous.key) && i > 1 && (claimedEnd === i - 1 || (taken[i - 2] === 1 && strength(tokens[i - 2], know) !== Strength.None));
  if (!cued && !coordinated) return i;
  const next = tokens[i + 1];
  if (next !== undefined && !taken[i + 1] && next.joinedToPrevious && !t.possessive && (offList(text, next, know) || (next.lowerCase && know.isSurname(next) && !know.isCommon(next) && !know.isExcluded(next)))) return i + 2;
  return i + 1;
}

/** "wairimu said the wifi is down", "odgerel asked": a name-like word right before a verb of speech. */
function speaksFirst(tokens: readonly Token[], i: number, know: LowerCaseNameKnowledge): boolean {
  const after = tokens[i + 1];
  return after !== undefined && after.joinedToPrevious && STRONG_AFTER.has(after.key) && readsAsName(tokens[i], know, SHAPE_BEFORE_SPEECH);
}

/** Letters that read as a name's above `threshold`; "they've", "you'll" are contractions, no names. */
function readsAsName(t: Token, know: LowerCaseNameKnowledge, threshold: number): boolean {
  return !/['\u2019]/.test(t.text) && know.nameShape(t) > threshold;
}

/**
 * "ayer hablé con keoni", "j'ai déjeuné avec thanawat": in a sentence of another language, where
 * the cues above are left alone, a lower-case word no list knows right after "con", "avec", "mit"
 * and the like is a name when its letters read as a name's.
 */
function withInOtherLanguage(text: string, tokens: readonly Token[], i: number, know: LowerCaseNameKnowledge): boolean {
  const t = tokens[i];
  const previous = tokens[i - 1];
  if (previous === undefined || !t.joinedToPrevious) return false;
  // A greeting opens its sentence ("Gracias valentina, ..."); a preposition is read mid-sentence.
  // "pregunta a jimena", "chiedi a beatrice": a verb of asking or telling, then "a", then the person.
  const before = tokens[i - 2];
  const asked = previous.lowerCase && TO_PERSON.has(previous.key) && previous.joinedToPrevious && before !== undefined && OTHER_LANGUAGE_ASK.has(before.key);
  const greeted = asked || (OTHER_LANGUAGE_GREETINGS.has(previous.key) && (previous.lowerCase || previous.sentenceStart));
  if (!greeted && !(previous.lowerCase && OTHER_LANGUAGE_WITH.has(previous.key))) return false;
  // "mit henrike telefoniert", "Gracias valentina": a given name of the curated lexicon that is no
  // ordinary English word (givenAfterWith has read those after a preposition already); a greeting
  // says person strongly enough to take a name that is also frequent in text ("valentina").
  // Surnames and the larger list hold too many words of these languages ("con cui", "met regel")
  // to count alone.
  if (know.isGiven(t) && strength(t, know) === Strength.Name && (greeted || !know.isOtherWord(t))) return true;
  return offList(text, t, know) && readsAsName(t, know, greeted ? SHAPE_AFTER_GREETING : SHAPE_AFTER_OTHER_LANGUAGE_WITH);
}

/**
 * "hablé con florencia esta mañana", "falei com a ana ontem", "ich habe mit stefan gesprochen": a
 * given name of the lexicon, no ordinary English word, after another language's "with", an article
 * between allowed, in a sentence of any language. The frequent-word lists of those languages hold
 * their commonest given names too ("ana", "florencia", "stefan" are frequent tokens), so being one
 * of them says nothing here. What "with" takes that is no person is a pronoun ("con ella", "avec
 * elle"), left out by name, or a noun, which a name list rarely knows and which "de", "di", "von"
 * often bind to what follows ("con rosa de la casa").
 */
function givenAfterWith(tokens: readonly Token[], i: number, know: LowerCaseNameKnowledge): boolean {
  const t = tokens[i];
  if (i === 0 || !t.joinedToPrevious || !know.isGiven(t) || strength(t, know) !== Strength.Name || PREPOSITIONAL_PRONOUNS.has(t.key)) return false;
  let k = i - 1;
  if (ARTICLES_BEFORE_PERSON.has(tokens[k].key) && tokens[k].lowerCase && k > 0 && tokens[k].joinedToPrevious) k--;
  const preposition = tokens[k];
  if (!preposition.lowerCase || !WITH_BEFORE_PERSON.has(preposition.key)) return false;
  const after = tokens[i + 1];
  return after === undefined || !after.joinedToPrevious || !NOUN_LINKS.has(after.key);
}
