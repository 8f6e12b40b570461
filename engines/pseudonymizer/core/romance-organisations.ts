import type { Token } from './names/tokens';
import type { ClaimOrganisation } from './organisation-rules';
import { wordSet } from './names/word-set';
import { ELIDED_CAPITAL, withoutElision } from './names/elision';

const words = wordSet;

/**
 * Words that open an organisation's name in French, Spanish, Portuguese and Italian, which write
 * the rest of the name in lower case ("Caisse d'épargne", "Banca popolare di Sondrio", "Agence
 * nationale de la recherche"). Folded: lower case, no diacritics.
 */
const ROMANCE_HEADS = words(`
  banco banca banque caixa caisse cassa caja credit compagnie compania companhia societe sociedad
  sociedade societa empresa agence agencia agenzia direction direccion direcao direzione centre
  centro conseil consejo conselho consiglio institut instituto istituto ministere ministerio
  ministero universite universidad universidade universita hopital hospital ospedale lycee liceo
  colegio colegio college escola escuela ecole scuola fondation fundacion fundacao fondazione
  ferrovie poste correos correios aguas secretaria secretariat comision comissao commission
  commissione autorite autoridad autoridade autorita cour corte tribunal tribunale servicio servico
  servizio cooperativa cooperative mutuelle mutua federation federacion federacao federazione
  confederation confederacion syndicat sindicato association asociacion associacao associazione
  chambre camara musee museo museu bibliotheque biblioteca academie academia accademia
  oficina ente istituzione regie groupe grupo gruppo tesoreria azienda prefecture prefettura
  intendencia superintendencia procuraduria procuradoria defensoria contraloria
`);

/**
 * Heads that French, Spanish, Portuguese and Italian write in lower case before a capitalized
 * complement ("le ministère de l'Intérieur", "la préfecture de police de Paris").
 */
const LOWER_CASE_HEADS = words('ministere ministerio ministero prefecture prefeitura prefettura');

/** Words joining the parts of such a name: "de", "des", "del", "della", "di", "do", "e", "et", "y". */
const JOINS = words('de du des del della delle dello degli dei di do da dos das e et y i para pour per');
/** Articles that may follow "de"/"di"/"a" inside a name: "de la recherche", "de los Andes". */
const ARTICLES = words('la las los le les el lo il');
/**
 * Endings of adjectives that follow the head word in such names ("nationale", "popolare",
 * "générale", "supérieur", "italiane", "lyonnais", "polytechnique", "federal").
 */
const ADJECTIVE = /(?:onnel|onnelle|onnels|al|ale|ales|ali|aux|ionale|ionali|ique|iques|ico|ica|icos|icas|ici|iche|ano|ana|anos|anas|ani|ane|aine|aines|ais|aise|ois|oise|eiro|eira|ense|ensi|ese|esi|esa|ario|aria|arie|aire|aires|are|eur|ieur|ieure|iore|iori|ivo|iva|ive|ifs|if|ente|enti|ino|ina|ile|ili|ar)$/;
/** Lower-case words that end a name however they are spelled: determiners, pronouns, verbs of being. */
const STOPS = words(`
  mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs un une il elle ils elles on nous
  vous je tu est sont a ont va mi mis tu su sus nuestro nuestra es son fue ha han o os as um uma
  meu minha seu sua nosso nossa foi tem vai lo gli un uno una suo sua nostro nostra ha hanno sono
  che que qui quem cui se si ne non no na nel nella nei al au aux alla alle sul sulla pelo pela
  com con avec sans sur sous entre para por pour per in en a
`);
/**
 * Heads that are English words too ("Centre", "College", "Credit"): after one, an English
 * adjective ("the Credit final date") is no name's part, so only a joining word with its
 * complement or an adjective of a Romance shape continues the name.
 */
const SHARED_WITH_ENGLISH = words('centre college commission hospital association federation confederation tribunal direction cooperative secretariat credit');
const ROMANCE_ADJECTIVE = /(?:ale|ales|ionale|ionali|ique|iques|aise|ais|oise|ois|iane|ane|ani|eiro|eira|ense|ensi|ese|esi|aire|ieur|ieure|iore|ico|ica|ano|ana|ivo|iva)$/;
/** Adjective endings no English word has, which follow even a head shared with English ("Hospital Universitario"). */
const NO_ENGLISH_ADJECTIVE = /(?:ario|aria|iano|iana|eiro|eira|ense|ionale|ionali|aise|ieure)$/;
const MAX_WORDS = 8;
const COORDINATORS = words('e et y i');
/** "l'agence", "dell'istituto": a head after an elided article is read by its word. */
const headKey = (t: Token): string => withoutElision(t.key);

/** A lower-case word that may stand inside a sentence-case name. */
const plainWord = (t: Token): boolean => t.lowerCase && !t.caseless && !t.hasDigit && t.key.length > 1;
/** "d'épargne", "l'audiovisuel", "dell'Economia": a word with its elided article or preposition. */
const ELIDED = /^(?:d|l|dell|all|nell|dall|sull)'\p{L}/u;

/**
 * "Caisse d'épargne", "Banca popolare di Sondrio", "Agence nationale de la recherche", "Cassa
 * depositi e prestiti": a capitalized head word of a Romance language inside a sentence, then
 * adjectives, joining words and their complements, at least one of them in lower case (names in
 * Title Case are left to the institution rule). The name ends at the first word that is none of
 * these, and never on a joining word. Each head reads at most eight words forward and the scan goes
 * on after what it claims, so the pass stays linear.
 */
export function romanceSentenceCaseOrganisations(tokens: readonly Token[], taken: Uint8Array, claim: ClaimOrganisation): void {
  for (let i = 0; i < tokens.length; i++) {
    const head = tokens[i];
    if (taken[i] || head.caseless || head.innerCaps || !ROMANCE_HEADS.has(headKey(head))) continue;
    const lowerHead = head.lowerCase && LOWER_CASE_HEADS.has(headKey(head));
    if (!head.capitalized && !ELIDED_CAPITAL.test(head.text) && !lowerHead) continue;
    let j = i + 1;
    let end = i + 1;
    const key = headKey(head);
    const shared = SHARED_WITH_ENGLISH.has(key);
    let lower = 0;
    // Whether a complement came after a joining word or an elision ("de la recherche", "d'études"),
    // and whether an adjective had a Romance shape: after a head shared with English one must.
    let complement = false;
    let romance = false;
    let coordinated = false;
    // Past "y la", "e il": the next noun phrase, which only a proper noun continues.
    let second = false;
    // "Agenzia delle Entrate di rinviare": after a proper noun the name goes on in Title Case only.
    let proper = false;
    // What the previous word was: the head, a join ("de"), an article after a join, or a word of the name.
    let after: 'word' | 'join' | 'article' = 'word';
    while (j < tokens.length && j - i <= MAX_WORDS && !taken[j] && tokens[j].joinedToPrevious && !tokens[j - 1].possessive) {
      const t = tokens[j];
      if (after === 'join' && ARTICLES.has(t.key) && t.lowerCase) {
        // "y el Banco Central": an article after "y"/"e" opens another noun phrase, which goes on
        // the name only when it is a proper noun and no head ("de los Mercados y la Competencia").
        after = 'article';
        if (coordinated) second = true;
      } else if (JOINS.has(t.key) && t.lowerCase && after === 'word') {
        after = 'join';
        coordinated = COORDINATORS.has(t.key);
      } else if (JOINS.has(t.key) && t.lowerCase && after === 'join' && coordinated && !COORDINATORS.has(t.key)) {
        // "Université de Pau et des Pays de l'Adour": a join right after "et"/"e"/"y" opens the next complement.
        after = 'join';
      } else if (t.capitalized && !t.caseless && !t.hasDigit && after === 'word' && j === i + 1 && (shared ? NO_ENGLISH_ADJECTIVE : ROMANCE_ADJECTIVE).test(t.key)) {
        // "Hospital Universitario", "Banco Popular": an adjective of a Romance shape in Title Case.
        romance = true;
        end = j + 1;
      } else if ((t.capitalized || ELIDED_CAPITAL.test(t.text)) && !t.caseless && !t.hasDigit) {
        // "Ferrovie dello Stato e Poste italiane": after "e" another head opens the next name;
        // "Correios e Telégrafos", "Hacienda y Función Pública" go on. A proper noun with its
        // elided article or preposition is a complement too ("Vétérinaire d'Alfort", "de l'Ingénieur").
        if (after !== 'word' && coordinated && ROMANCE_HEADS.has(headKey(t))) break;
        second = false;
        if (after !== 'word' || ELIDED_CAPITAL.test(t.text)) complement = true;
        proper = true;
        after = 'word';
        end = j + 1;
      } else if (proper && after === 'word' && plainWord(t) && !STOPS.has(t.key) && tokens[j - 1].capitalized && ROMANCE_ADJECTIVE.test(t.key)) {
        // "Direction générale des Finances publiques": an adjective agreeing with the proper noun
        // right before it closes the name.
        lower++;
        end = j + 1;
        break;
      } else if (!proper && !second && plainWord(t) && !STOPS.has(t.key) && (after !== 'word' || ADJECTIVE.test(t.key) || ELIDED.test(t.key))) {
        // After "de"/"e" any noun ("des dépôts", "e prestiti"); right after a word only an adjective
        // or an elided complement ("d'épargne").
        if (after !== 'word' || ELIDED.test(t.key)) complement = true;
        else if (ROMANCE_ADJECTIVE.test(t.key)) romance = true;
        after = 'word';
        lower++;
        end = j + 1;
      } else break;
      j++;
    }
    // A name all in Title Case ("Compañía Española de Petróleos", "Ferrovie dello Stato") needs a
    // complement after a joining word and a head that is no English word.
    if (lower === 0 ? !complement && !romance : shared && !complement && !romance) continue;
    if (lower === 0 && shared && !romance) continue;
    // "le ministère de l'Intérieur": a head in lower case names a body only with a proper noun after it.
    if (lowerHead && !proper) continue;
    // At a sentence's start ("Centro de ayuda", a heading) only an adjective and a complement say name:
    // "Agence nationale de la recherche".
    if (head.sentenceStart && !(romance && complement && !shared)) continue;
    claim(i, end, tokens[end - 1].end);
    i = end - 1;
  }
}
