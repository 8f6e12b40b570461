/**
 * The last words of organisations' names ("Kestrel Aviation Services", "Harbour Lane Consulting",
 * "Northside Children's Hospital") and the words that may stand before them. Lower case, folded
 * without diacritics.
 */
import { lowerWordSet } from './word-set';

const words = lowerWordSet;

/**
 * Heads that end a company's name and almost never an ordinary Title Case phrase: one ordinary
 * word before one is enough ("Quest Diagnostics", "Pacific Crest Airlines").
 */
export const STRONG_COMPANY_HEADS = words(`
  technologies holdings labs laboratories airlines airways aviation pharmaceuticals pharma
  diagnostics therapeutics biosciences biologics biotech biotechnologies motors enterprises
  outfitters realty catering consultancy consulting consultants associates ventures studios
  logistics renewables robotics semiconductors textiles garments apparel shipping freight
  haulage couriers brewery breweries distillery vineyards winery bakery bakeries dairies
  fisheries plantations mining minerals petroleum refineries builders contractors developers
  properties investments advisors advisers analytics payments fintech insurers assurances
  interactive entertainment pictures records publishing publishers broadcasting telecom
  telecoms telecommunications pharmacy pharmacies dynamics automation instruments
  technologie technologien logistik gruppe groep groupe grupo gruppo consultores consultoria
  engenharia ingenieria ingenierie construcciones construtora constructora inmobiliaria
  imobiliaria immobilien transportes transports transporte spedition maschinenbau bau
  alimentos aliments lebensmittel holding aerospace forwarders consortium lifesciences
  furniture interiors brewing automotive printing beverages cosmetics trucking machinery plastics
  wholesale accountants architects attorneys
`);

/**
 * Heads that also end ordinary phrases ("Platform Services", "Health Insurance"): they need two
 * words before them or one off the dictionary ("Corvid Solutions", "Acme Cloud Services").
 */
export const WEAK_COMPANY_HEADS = words(`
  group services solutions systems industries partners capital energy media networks software
  foods brands products communications electric electronics chemicals construction engineering
  insurance healthcare trading imports exports supplies resources utilities power steel metals
  materials manufacturing hotels resorts restaurants stores markets farms transport films games
  homes recruitment staffing lines packaging marine equipment hospitality supermarkets
`);

/**
 * Heads of charities, campaigns and other non-profits ("Clearwater Initiative", "Mbeya Relief
 * Appeal", "Northern Rivers Coalition", "Children's Literacy Fund"). Like weak company heads they
 * also end ordinary phrases ("First Aid", "Pension Fund"), so they need a word off the dictionary
 * or more ordinary words before them. "Project", "Campaign" and "Mission" are left out: they end
 * too many names of work, not of bodies.
 */
export const NON_PROFIT_HEADS = words(`
  initiative initiatives alliance coalition collective partnership movement sanctuary relief
  rescue appeal aid fund
`);
for (const w of NON_PROFIT_HEADS) WEAK_COMPANY_HEADS.add(w);

/**
 * Weak heads that end a company's name after two ordinary words too ("Bright Horizons Family
 * Solutions"), unless an article stands before them ("the Management Information Systems").
 */
export const TWO_WORD_COMPANY_HEADS = words(`
  group services solutions systems partners industries media networks brands capital homes lines
  alliance coalition collective sanctuary
`);

/**
 * Institution heads a possessive or a saint's name may stand before ("St Thomas' Hospital",
 * "Northside Children's Hospital", "St Mary's Catholic Primary").
 */
export const INSTITUTION_HEADS = words(`
  hospital hospitals clinic infirmary hospice school academy college university primary
  institute centre center foundation trust church cathedral museum library bank
`);

/** Words that open a phrase but are no part of an organisation's name before a head. */
export const NOT_QUALIFIERS = words(`
  contact visit write inform notify ask call email phone apply join sue pay invoice bill forward
  cc dear hi hello hey thanks regards use using try check review compare hire hired new our your
  their my his her its every each any some all both other another such same several many most
  more less few no not about per via like than between within without under over into onto upon
  also just only even still already senior junior head lead chief
`);

/** Words that, in a line written in one case, end what an organisation's name can hold. */
export const CASELESS_STOPS = words(`
  now today tomorrow tmrw yesterday since until till then too also already still again anymore
  lol btw pls please thanks though tho currently remotely fulltime ok okay really very so just
  got get gets getting went go goes going want wants need needs like likes love loves hate
  hates think thinks says said is are was were be been being am do does did have has had
  will would can could should may might must shall vs versus or and but if when where while
  because since after before about from with without into onto for at by in on of to
`);

/**
 * Institution words of more languages, and Turkish ones as the detector folds them (the dotless
 * "ı" has no dotted form to fold to: "Bakanlığı" is "bakanlıgı"): "Badan Pusat Statistik",
 * "Türkiye İstatistik Kurumu", "Statistisches Bundesamt", "Lycée Henri-IV", "Organisation for
 * Economic Co-operation and Development", and town and city councils ("Ayuntamiento de Madrid",
 * "Mairie de Lyon", "Stadtverwaltung Leipzig", "İstanbul Büyükşehir Belediyesi"). Joined to the
 * institution words.
 */
export const MORE_INSTITUTIONS = words(`
  bakanlıgı bakanlık bankası kurumu kurulu baskanlıgı mudurlugu universitesi
  badan lembaga dewan komisi direktorat kantor
  bundesamt landesamt bundesanstalt bundesinstitut bundesbehorde rijksinstituut rijksdienst
  rijksuniversiteit gemeente
  lycee colegio liceo
  organisation organization organisatie organizacion organizacao organizzazione
  ayuntamiento ajuntament concello alcaldia municipalidad municipio mairie comune municipalite
  stadtverwaltung kreisverwaltung bezirksamt landratsamt gemeindeverwaltung kommune kommun gmina
  belediyesi
`);
