/**
 * Words that make a capitalized phrase the name of a public body, school, hospital, bank or
 * association, in the languages users write most ("Ministry of Finance", "Kenya Revenue Authority",
 * "Universidade de São Paulo", "Caisse des Dépôts"). Lower case, folded without diacritics.
 */
import { MORE_INSTITUTIONS } from './organisation-heads';
import { INFLECTED_HEADS } from './public-body-words';
import { lowerWordSet } from './word-set';

const words = lowerWordSet;

/** Institution words that name an organization with any qualifier ("Environmental Protection Agency"). */
export const INSTITUTIONS = words(`
  ministry ministries department agency administration authority commission bureau council
  university universities college institute institution hospital hospitals clinic foundation bank
  federation association society academy tribunal court parliament senate congress government
  directorate inspectorate secretariat ombudsman reserve fund committee polytechnic
  laboratory observatory laboratorio laboratoire laboratorium
  ministerio ministere ministerium bundesministerium ministero ministerstwo kementerian bakanligi
  universidade universidad universite universita universitat universiteit uniwersytet universitet
  univerzita egyetem universiti universitas hochschule politecnico
  instituto institut istituto instytut hopital ospedale krankenhaus klinikum klinik clinica
  fundacao fundacion fondation fondazione stiftung fundacja stichting banco banque banca caixa caisse
  cassa sparkasse agencia agence agenzia agentur agentschap autoridad autorite secretaria conselho
  consejo conseil consiglio camara prefeitura asociacion associacao associazione verband vereniging
  sociedad sociedade societe societa gesellschaft academia akademie federacion federacao comision
  comissao commissione departamento departement servicio servico
  universitesi universitetet yliopisto korkeakoulu hogskola hogeschool sairaala sjukhus sykehus
  ziekenhuis szpital nemocnice bolnica spital hastanesi bakanligi ministerie ministeriet
  bankasi pankki bankas landesbank stadtwerke
  consorzio verein vereinigung genossenschaft cooperativa cooperative cooperatieve mutuelle mutualite
  volksbank raiffeisenbank sindicato syndicat gewerkschaft federazione
  caja stowarzyszenie społdzielnia fundatia asociatia vakfı vakfi dernegi stiftelse stiftelsen forening
  foreningen forbund saatio yhdistys nadace nadacia spolek alapitvany egyesulet yayasan koperasi
  universitet университет университета министерство институт академия больница банк фонд
  πανεπιστημιο τραπεζα υπουργειο νοσοκομειο ιδρυμα ινστιτουτο
  benki wizara chuo hospitali shirika mamlaka
  komitee comite comitato komitet
`);
for (const w of MORE_INSTITUTIONS) INSTITUTIONS.add(w);
for (const w of INFLECTED_HEADS) INSTITUTIONS.add(w);

/**
 * Institution words of German, which writes every noun in capitals: a capitalized word after one
 * may be an ordinary noun ("der Stiftung Geld geben"), so it says no more than an English head does.
 */
export const NOUN_CAPITALISING_HEADS = words(`
  stiftung verein vereinigung verband sparkasse hochschule klinikum klinik krankenhaus bundesamt
  landesamt bundesanstalt bundesinstitut ministerium bundesministerium gesellschaft genossenschaft
  komitee akademie agentur universitat landesbank stadtwerke gewerkschaft institut
`);

/** Institution words too common in headings to name an organization without a proper noun ("Office Hours"). */
export const WEAK_INSTITUTIONS = words(`
  office offices service services center centre centro school escola escuela ecole scuola schule
  company network library museum museo musee biblioteca church trust union league group
  board centers centres centrum zentrum chamber
  alliance coalition liga lega
`);

/** Lower-case words inside an institution's name ("of", "de la", "für", "delle"). */
export const INSTITUTION_CONNECTORS = words(`
  of for & de da do das dos des du del della delle degli dei di la le les los las van von voor fur
  zu zur zum et e y i och og und der den para pour per em na
  en el het al
  της του των και ya wa
`);

/**
 * Lower-case words that join an institution's words only in lower case or in a line of capitals:
 * "Komitee gegen den Vogelmord", "Committee against Torture", "Liga contra el Cáncer", "Fondazione
 * con il Sud", "Stiftung für die Natur". Capitalised in a line of mixed case, they are words of
 * the name ("Mothers Against Drunk Driving") or open a sentence ("Die Deutsche Bank").
 */
export const LOWER_CASE_JOINS = words(`il con gegen contra against die`);

/**
 * What public bodies and faculties are of ("Ministry of Finance", "Department of Labor"): in a line
 * written in one case these ordinary words still belong to an institution's name.
 */
export const INSTITUTION_FIELDS = words(`
  finance finances health education labor labour justice defence defense science sciences technology
  agriculture foreign affairs interior home transport transportation energy environment environmental
  culture trade industry commerce economy economic economics security homeland arts medicine law
  engineering business management revenue taxation tax customs immigration housing planning public
  works social welfare employment treasury state national federal central international royal
  general human services development research protection drug food exchange securities
  communications information statistics fisheries forestry mines water tourism sport sports youth
  women veterans trust reserve monetary united relations specialist memorial children community
  regional district county city municipal teaching king queen prince princess saint st
  high supreme upper appeal appeals magistrates crown constitutional administrative superior
  circuit family first-tier chancery admiralty rights
  rural popular agricultural agricola cooperative mutual
`);

/**
 * What a savings institution is named for ("Prairie Credit Union", "Coastal Building Society",
 * "Westfield Savings and Loan"): ordinary words that, before a weak head such as "Union" or
 * "Society", say a bank is meant, as a public field says a public body is.
 */
const SAVINGS_FIELDS = words(`credit savings building loan loans`);
for (const w of SAVINGS_FIELDS) INSTITUTION_FIELDS.add(w);
