/**
 * Hand-written word lists of the lexicon detector: the words around and inside names that tell a
 * name from an ordinary capitalized word. All entries are lower case.
 */

import { GREETINGS, THANKS } from './other-languages';
import { lowerWordSet } from './word-set';

const words = lowerWordSet;

/** Written before a person's name and kept outside it ("Dr. [PERSON_1]"). */
export const HONORIFICS = words(`
  dr mr mrs ms mx miss mister madam sir dame lord lady prof professor rev fr sr sra srta mme mlle m
  herr frau hr fru dott dott.ssa ing mgr judge justice capt captain col gen lt sgt officer nurse
  sister brother uncle aunt auntie coach det inspector sheikh sayyid hajji shri smt sri pt md
  dra drs ir dipl sig sigra
  herrn monsieur madame mademoiselle senor senora senorita senhor senhora signor signora
  signorina meneer mevrouw dhr mevr
`);

/** Lower-case words inside a name ("van der Berg", "bin Rashid", "dos Santos", "Ní Bhriain"). */
export const PARTICLES = words(`
  van der den de del della dei des di da das do dos du la le los las von zu vom ten ter
  bin binti bint ibn ben bat al el ul abu abou abd abdel ni ní nic ó o mac mc ap te dela y af av wa ole ould
`);

/** Joining an organization's name ("Bank of Montreal", "Ernst & Young", "Banco do Brasil"). */
export const ORG_CONNECTORS = words('of & do da de du des für fur der la le y e und et');

/** The last word of many organizations' names: a capitalized run ending in one is an organization. */
export const ORG_HEADS = words(`
  bank banco banque group gruppe groep holdings holding technologies technology tech labs lab
  health healthcare capital partners foods analytics consulting consultants systems solutions
  industries services logistics logistik airlines airways motors pharma pharmaceuticals energy
  hospital clinic klinik university universität université universidad college institute
  institut foundation stiftung fundación trust council ministry agency association society
  ventures studios media networks software insurance assurance bouw engenharia shipping
  textiles agritech robotics semiconductors telecom communications electric electronics
  chemicals mining construction properties realty investments securities exchange federation
  union commission authority bureau organisation organization corporation company
`);

/**
 * Legal-form suffixes, as written (case matters in ordinary text: "AS" is a suffix, "as" is not).
 * Longer forms first so "S.A. de C.V." wins over "S.A.".
 */
export const LEGAL_SUFFIXES: readonly string[] = [
  'S.A.B. de C.V.', 'S. de R.L. de C.V.', 'S. de R.L.', 'SA de CV', 'GmbH & Co. KGaA', 'Pte. Ltd.', 'Pte Ltd', 'Cía. Ltda.',
  'spol. s r.o.', 'Sp. z o.o.', 'S.à r.l.', 'Private Limited', 'S.L.U.', 'S.A.C.', 'W.L.L.', 'FZ-LLC', 'L.P.', 'A.Ş.',
  'KGaA', 'PLLC', 'PJSC', 'FZE', 'FZCO', 'EIRELI', 'Sàrl', 'Sagl', 'BVBA', 'SPRL', 'AŞ', 'OÜ', 'e.K.', 'd.d.',
  'S.A. de C.V.', 'GmbH & Co. KG', '(Pty) Ltd', 'Pty Ltd', 'Pty. Ltd.', 'Pvt. Ltd.', 'Pvt Ltd', 'Co., Ltd.', 'Co. Ltd.',
  'Sdn. Bhd.', 'Sdn Bhd', 'sp. z o.o.', 'S.p.A.', 'S.r.l.', 'S.A.S.', 'S.A.', 'S.L.', 'B.V.', 'N.V.', 'K.K.', 'L.L.C.',
  'e.V.', 's.r.o.', 'a.s.', 'd.o.o.', 'GmbH', 'gGmbH', 'Ltd.', 'Ltd', 'Limited', 'Inc.', 'Inc', 'Incorporated', 'LLC', 'LLP',
  'PLC', 'plc', 'AG', 'SE', 'AB', 'Oy', 'Oyj', 'A/S', 'ASA', 'AS', 'ApS', 'SA', 'SAS', 'SL', 'SpA', 'Srl', 'SARL', 'BV', 'NV',
  'KK', 'Ltda.', 'Ltda', 'Corp.', 'Corp', 'Corporation', 'Co.', 'KG', 'OHG', 'Bhd', 'Tbk', 'Kft.', 'Zrt.', 'Nyrt.', 'OOO', 'JSC',
  'GIE', 'SCA', 'SNC', 'S.C.', 'CIC', 'NPO',
];

/** Words that, right after a capitalized word, show it is an organization ("Quorvia's invoice", "Solvyn admin"). */
export const ORG_AFTER = words(`
  admin admins office offices contract contracts invoice invoices integration account accounts
  team board shareholders subscription platform portal support customers employees staff shares
  headquarters hq branch api app plan policy charged charges shall ships delivers acquired acquires
  headquartered layoffs ipo customer helpdesk hotline careers
`);

/** Words that, right before a capitalized word, show it is an organization ("joined Quorvia"). */
export const ORG_BEFORE = words(`
  at joined join joining through via company firm vendor supplier client employer bank startup
  subsidiary acquired acquire merger ships
`);

/** Words right before a capitalized word that show it is a person ("Hi Anouk", "my manager Ji-woo"). */
export const PERSON_BEFORE: ReadonlySet<string> = new Set([...GREETINGS, ...THANKS, ...words(`
  hi hello hey dear thanks thank cheers regards yours sincerely signed from cc attn attendees
  manager boss colleague coworker friend husband wife partner daughter son mother father mom dad
  sister brother uncle aunt cousin patient customer client agent landlord landlady mentor witness
  counsel supervisor director ceo cfo cto coo intern candidate tenant owner teacher student
  doctor nurse lawyer attorney consultant coordinator assistant neighbour neighbor ask tell told
  asked email emailed call called meet met remind thank with and to by panel reps
  thx thnx ty tysm congrats congratulations shoutout ping kasih
  firmado firmada signe signee gezeichnet unterzeichnet assinado assinada firmato firmata podpisano getekend ondertekend
`)]);

/** Words right after a capitalized word that show it is a person ("Tigist said", "Ragnar will own"). */
export const PERSON_AFTER = words(`
  said says say told asked asks wants wanted will would is was has had have thinks thought agreed
  disagreed reported reports presented presents finished raised handles handled needs needed loves
  likes liked wrote writes sent sends called calls joined signed stated alleges alleged approved
  confirmed promised recommends recommended reviews reviewed owns is replied replies mentioned
  and to who whose herself himself
`);

/** The months and days of the week in English, written out or cut short ("May", "Thu"). */
export const MONTHS_AND_DAYS = words(`
  january february march april may june july august september october november december
  jan feb mar apr jun jul aug sep sept oct nov dec
  monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thurs fri sat sun
`);

/**
 * Capitalized words that are not names of people or organizations: calendar words, languages and
 * religions, technology and product terms, job titles and the like. Places come from the generated
 * lexicon.
 */
export const NOT_NAMES: ReadonlySet<string> = new Set([...MONTHS_AND_DAYS, ...words(`
  parmesan parmigiano gruyere emmental emmentaler cheddar camembert brie roquefort mozzarella gorgonzola
  gouda edam manchego pecorino ricotta mascarpone stilton feta halloumi raclette comte reblochon
  bolognese carbonara margherita tiramisu prosecco champagne chianti rioja bordeaux burgundy
  spring summer autumn fall winter
  christmas easter ramadan eid diwali hanukkah passover thanksgiving halloween lent advent pentecost
  ascension hogmanay nowruz vesak kwanzaa
  english spanish french german italian dutch portuguese chinese japanese korean arabic hindi
  russian polish swedish norwegian danish finnish greek turkish hebrew latin
  christian muslim jewish hindu buddhist sikh catholic protestant orthodox islam christianity
  god allah jesus buddha bible quran torah
  api apis qa vat sla slas cpu gpu ram ssd json yaml xml html css csv pdf sql http https tcp udp ip
  dns vpn url urls ui ux pr prs ci cd cicd devops hr it ceo cfo cto coo cio cmo vp svp evp okr okrs kpi kpis
  gdpr hipaa sox pci iso ssl tls ssh sso saml oauth oidc jwt mfa 2fa otp id ids faq eta mvp poc
  roi b2b b2c saas paas iaas crm erp llm ai ml nlp gpt etl bi dod dor p0 p1 p2 p3 p4 q1 q2 q3 q4
  fyi asap tbd rsvp ps nb eu uk us usa un uae nato iban bic sepa emea apac latam nordics baltics benelux
  unicode ascii utf boolean
  aws gcp azure kubernetes k8s docker podman helm terraform ansible puppet chef jenkins gitlab github
  bitbucket git linux ubuntu debian fedora centos rhel windows macos ios android chrome chromium
  firefox safari edge opera postgresql postgres mysql mariadb sqlite mongodb redis valkey kafka
  rabbitmq elasticsearch opensearch kibana grafana prometheus datadog splunk sentry nginx apache
  tomcat node nodejs deno bun npm yarn pnpm webpack vite rollup esbuild babel typescript javascript
  python java kotlin scala swift golang go rust ruby rails php perl haskell elixir erlang clojure
  dart flutter react angular vue svelte nextjs nuxt remix django flask fastapi spring express fastify
  graphql grpc rest soap protobuf parquet avro orc markdown latex excel word powerpoint outlook teams
  sharepoint onedrive office access visio jira confluence trello asana notion slack zoom webex figma
  sketch miro canva tableau looker powerbi snowflake databricks bigquery redshift airflow dbt spark
  hadoop hive presto trino pandas numpy pytorch tensorflow keras jupyter vscode intellij xcode
  bluetooth wifi wi-fi zigbee usb hdmi lte 5g 4g nfc gps iphone ipad macbook imac pixel galaxy kindle
  alexa siri chatgpt copilot gemini claude llama mistral openai whatsapp telegram signal wechat
  instagram facebook tiktok youtube linkedin twitter reddit gmail yahoo hotmail icloud dropbox box
  wordpress drupal magento netsuite quickbooks auth0 keycloak vault consul nomad
  openshift rancher istio envoy linkerd argo argocd
  flux tekton circleci travis buildkite playwright cypress selenium jest mocha vitest pytest junit
  sonarqube snyk dependabot renovate bash zsh powershell vim emacs unix posix mac pc sms mms
  covid ibuprofen paracetamol metformin insulin hba1c mri ct ecg ekg icu gp er bmi bp
  ltd inc llc gmbh plc corp co
  north south east west northern southern eastern western central
  section article clause chapter part schedule annex appendix exhibit
  team support customer care finance legal sales marketing engineering operations product
  standup stand-up attendees retro retrospective agenda minutes recap todo
  kanban scrum agile lean ops devsecops finops sre gantt pert raft paxos sprint backlog
  mobile desktop web cloud backend frontend
  ok okay lol idk imo imho tbh btw brb omg np pls plz thx tx ty tmrw tmr tmw rn irl afaik fwiw wfh ooo
  eod eow cob yeah yep yup nope nah gonna wanna gotta kinda sorta lemme dunno cuz coz bc ur u hmm
  param params args kwargs argv stdin stdout stderr impl enum enums struct structs bool int str dict
  func async await const var def lambda regex regexes repo repos config configs env todo todos fixme
  noqa eslint tsconfig dockerfile makefile readme changelog localhost hackathon hackathons webhook
  webhooks frontend backend middleware namespace namespaces subnet subnets kubectl cron crontab
  navidad weihnachten weihnacht kerstmis kerst pascua paques ostern pasen wielkanoc
  swiat swieta vanoce velikonoce joulu juhannus midsommar
  carnaval carnival oktoberfest songkran holi navratri onam pongal hajj umrah purim sukkot yom kippur
  rosh hashanah lunar tet seollal chuseok obon
  celsius fahrenheit kelvin fwd fw
`)]);

/**
 * Interjections of chat ("Yikes, the invoice is overdue", "Welp, the build failed", "Phew!"): a
 * word that opens a line and is set off by a comma, as an addressee's name is, but that only ever
 * voices a feeling. Some are on the uncurated name list ("Welp"); none is a name in use. Those that
 * are also a surname or a name's part ("Huh", "Um", "Dang", "Bravo", "Umm") are left out.
 */
export const INTERJECTIONS = words(`
  yikes welp oof phew eek ugh argh aargh meh whoa woah wow gosh golly jeez geez darn drat shucks
  ouch yay yippee hooray hurrah woohoo whew hmmm mhm ahem aha oops whoops oopsie ew eww yuck blah
  duh psst shh tsk pfft voila kudos
`);

/** Words after a name-like word that make it an eponym, not a person ("Murphy's law", "Down syndrome"). */
export const EPONYM_HEADS = words(`
  law laws disease syndrome theorem method principle razor paradox rule constant equation test sign
  phenomenon thyroiditis effect number conjecture lemma algorithm distribution curve scale index
  prize award medal lecture fellowship scholarship model formula transform series inequality
  cycle palsy plan system doctrine treaty accord accords agreement protocol convention reaction
  experiment hypothesis coefficient equilibrium machine filter maneuver manoeuvre smear lymphoma
  virus oath ratio diagram chart score scale sequence problem fallacy complex telescope observatory
`);

/** Function words: a run of name-like words never extends over these. */
export const FUNCTION_WORDS = words(`
  the a an this that these those my your his her our their its is are was were be been to of in on at
  for from by with and or but not no as if so than then also just only very too please can could
  would should will may might must shall do does did have has had i you he she we they it me him us them
`);

/** Places the generated lexicon lacks (capitals, large cities, regions); never masked on their own. */
export const MORE_PLACES: readonly string[] = `
Ljubljana|Valparaíso|Andalusia|Catalonia|Galicia|Basque Country|Tuscany|Lombardy|Sicily|Sardinia|Provence|Normandy|Brittany|Alsace
Flanders|Wallonia|Bavaria|Saxony|Hesse|Tyrol|Silesia|Transylvania|Moravia|Bohemia|Dalmatia|Istria|Crete|Cyprus|Malta|Iceland
Scotland|Wales|Cornwall|Yorkshire|Ulster|Connacht|Munster|Leinster|Lapland|Jutland|Zealand|Gotland|Åland|Faroe Islands|Greenland
Tallinn|Riga|Vilnius|Minsk|Chisinau|Chișinău|Tirana|Skopje|Podgorica|Sarajevo|Pristina|Zagreb|Belgrade|Sofia|Bucharest|Bratislava
Yerevan|Baku|Tbilisi|Astana|Almaty|Tashkent|Bishkek|Dushanbe|Ashgabat|Ulaanbaatar|Kathmandu|Thimphu|Dhaka|Colombo|Malé|Kabul
Islamabad|Lahore|Karachi|Peshawar|Chennai|Bengaluru|Bangalore|Hyderabad|Pune|Kolkata|Kochi|Goa|Kerala|Punjab|Gujarat|Rajasthan
Yangon|Naypyidaw|Vientiane|Phnom Penh|Hanoi|Ho Chi Minh City|Da Nang|Kuala Lumpur|Penang|Johor|Sabah|Sarawak|Brunei|Cebu|Davao
Manila|Quezon City|Bali|Java|Sumatra|Borneo|Surabaya|Bandung|Yogyakarta|Chiang Mai|Phuket|Pattaya|Okinawa|Hokkaido|Kyushu|Osaka
Busan|Incheon|Daegu|Jeju|Shenzhen|Guangzhou|Chengdu|Wuhan|Hangzhou|Nanjing|Xi'an|Tianjin|Chongqing|Macau|Taipei|Kaohsiung
Abuja|Kano|Ibadan|Port Harcourt|Enugu|Kumasi|Dakar|Bamako|Ouagadougou|Niamey|Conakry|Freetown|Monrovia|Lomé|Cotonou|Yaoundé
Douala|Libreville|Kinshasa|Brazzaville|Luanda|Lusaka|Harare|Bulawayo|Gaborone|Windhoek|Maputo|Lilongwe|Blantyre|Kigali|Bujumbura
Kampala|Dodoma|Dar es Salaam|Zanzibar|Mombasa|Kisumu|Addis Ababa|Asmara|Djibouti|Mogadishu|Hargeisa|Khartoum|Juba|Tripoli|Tunis
Algiers|Oran|Rabat|Casablanca|Fez|Tangier|Agadir|Nouakchott|Durban|Pretoria|Johannesburg|Soweto|Port Elizabeth|Gqeberha|Stellenbosch
Muscat|Manama|Doha|Kuwait City|Riyadh|Jeddah|Mecca|Medina|Sharjah|Abu Dhabi|Amman|Beirut|Damascus|Baghdad|Erbil|Mosul|Tehran
Isfahan|Shiraz|Tabriz|Mashhad|Ankara|Izmir|Antalya|Bursa|Jerusalem|Tel Aviv|Haifa|Gaza|Ramallah|Nicosia|Valletta|Andorra
Monaco|Liechtenstein|San Marino|Luxembourg|Geneva|Lausanne|Basel|Bern|Lugano|Innsbruck|Salzburg|Graz|Linz|Brno|Ostrava|Gdańsk
Wrocław|Poznań|Łódź|Katowice|Lublin|Debrecen|Szeged|Cluj-Napoca|Timișoara|Iași|Constanța|Varna|Plovdiv|Thessaloniki|Patras
Seville|Valencia|Bilbao|Málaga|Granada|Zaragoza|Palma|Ibiza|Tenerife|Gran Canaria|Coimbra|Braga|Faro|Madeira|Azores|Bordeaux
Lyon|Marseille|Toulouse|Nantes|Strasbourg|Lille|Nice|Montpellier|Rennes|Grenoble|Antwerp|Ghent|Bruges|Liège|Leuven|Utrecht
Rotterdam|Eindhoven|Groningen|Maastricht|Leiden|Delft|Haarlem|Aarhus|Odense|Aalborg|Bergen|Trondheim|Stavanger|Tromsø|Gothenburg
Malmö|Uppsala|Tampere|Turku|Oulu|Espoo|Reykjavík|Cork|Galway|Limerick|Belfast|Derry|Glasgow|Edinburgh|Aberdeen|Dundee|Inverness
Cardiff|Swansea|Bristol|Leeds|Sheffield|Newcastle|Nottingham|Leicester|Coventry|Brighton|Oxford|Cambridge|Bath|Exeter|Plymouth
Quebec|Québec|Ottawa|Calgary|Edmonton|Winnipeg|Halifax|Victoria|Saskatoon|Regina|Yukon|Nunavut|Alberta|Manitoba|Saskatchewan
Guadalajara|Monterrey|Puebla|Tijuana|Cancún|Oaxaca|Mérida|Chiapas|Yucatán|Guatemala City|San Salvador|Tegucigalpa|Managua
San José|Panama City|Havana|Santo Domingo|Port-au-Prince|Kingston|San Juan|Bridgetown|Port of Spain|Nassau|Caracas|Maracaibo
Medellín|Cali|Cartagena|Barranquilla|Quito|Guayaquil|Cusco|Arequipa|La Paz|Santa Cruz|Sucre|Asunción|Montevideo|Córdoba|Rosario
Mendoza|Patagonia|Santiago|Valparaíso|Concepción|Recife|Salvador|Fortaleza|Belo Horizonte|Curitiba|Porto Alegre|Manaus|Belém
Brasília|Florianópolis|Natal|Goiânia|Campinas|Auckland|Wellington|Christchurch|Dunedin|Hamilton|Rotorua|Queenstown|Suva|Apia
Sydney|Florence|Austin|Houston|Labrador|Scandinavia|Balkans|Caribbean|Sahara|Himalaya|Himalayas|Alps|Andes|Rhine
Mediterranean|Atlantic|Pacific|Arctic|Antarctic|Baltic|Middle East|Far East|Southeast Asia|Latin America|Sub-Saharan Africa
Fukuoka|Kobe|Hiroshima|Sendai|Nagasaki|Nara|Düsseldorf|Hanover|Nuremberg|Dortmund|Essen|Bremen|Mannheim|Heidelberg|Freiburg
Bologna|Verona|Padua|Pisa|Trieste|Bari|Catania|Alexandria|Luxor|Aswan|Marrakech|Essaouira|Odesa|Odessa|Dnipro|Saigon|Hue|Siem Reap
Silicon Valley|Eswatini|Mandalay|Chittagong|Sylhet|Multan|Faisalabad|Rawalpindi|Quetta|Herat|Mazar-i-Sharif|Basra|Aleppo|Homs
Medan|Makassar|Semarang|Palembang|Iloilo|Zamboanga|Cagayan de Oro|Can Tho|Haiphong|Hai Phong|Ipoh|Kuching|Kota Kinabalu|Malacca
Arusha|Mwanza|Eldoret|Nakuru|Gulu|Bukavu|Goma|Lubumbashi|Mbuji-Mayi|Benin City|Jos|Kaduna|Zaria|Tamale|Takoradi|Bobo-Dioulasso
Nukuʻalofa|Port Moresby|Honolulu|Hawaii|Alaska|Brisbane|Perth|Adelaide|Hobart|Darwin|Canberra|Gold Coast|Queensland|Victoria
`
  .split(/[|\n]/)
  .map((s) => s.trim())
  .filter((s) => s !== '');

/**
 * Words that, right before a Title Case phrase, show the phrase is an employer, a buyer or an owner:
 * "works at Royal Mail", "acquired Copper Kettle Roasters", "funded by Teach For America".
 * Each is a pair of the cue word and the word before it ("" for any), so a bare "at" is none.
 */
export const ORG_CHAIN_CUES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['at', words('work works worked working job jobs intern interns internship role position career employed studied study years months engineer manager analyst director head colleague colleagues recruiter lead scientist developer designer consultant officer specialist coordinator')],
  ['of', words('ceo cfo cto coo founder cofounder co-founder president chairman chairwoman chair representative representatives spokesperson subsidiary division shareholders employees shares stake customer customers')],
  ['for', words('work works worked working spokesperson spokeswoman spokesman supplier vendor contractor volunteer volunteers volunteered volunteering donate donates donated donating')],
  ['by', words('employed acquired owned funded sponsored bought backed financed underwritten')],
  ['with', words('banks bank banked contract contracts partnership partnered insured signed agreement deal volunteer volunteers volunteered volunteering')],
  ['from', words('offer offers people team someone recruiter representative rep contact colleagues invoice invoices quote quotation shipment refund loan grant funding investment')],
  // "our vendor Tallow Brook", not the heading "Vendor Contract".
  ['vendor', words('our the a new preferred approved main sole key local your their')],
  ['supplier', words('our the a new preferred approved main sole key local your their')],
  // The same slots in German, French, Spanish, Italian, Dutch and Portuguese: "arbeite bei",
  // "travaille chez", "trabajo en", "lavoro presso", "werk bij", "trabalho na".
  ['bei', words('arbeite arbeitet arbeiten arbeitete gearbeitet angestellt beschaftigt tatig praktikum ausbildung kunde kundin')],
  ['chez', words('travaille travaillent travaillais travaillait travaille stage embauche employe employee client cliente clients abonne abonnee')],
  ['en', words('trabajo trabaja trabajan trabaje trabajaba trabajando empleado empleada practicas')],
  ['presso', words('lavoro lavora lavorano lavorato lavoravo impiegato impiegata tirocinio stage')],
  ['bij', words('werk werkt werken werkte gewerkt stage klant')],
  ['na', words('trabalho trabalha trabalhei trabalhava estagio')],
  ['no', words('trabalho trabalha trabalhei trabalhava estagio')],
  ['to', words('donate donates donated donating')],
  // "works for" and "a customer of" in the same languages: "arbeite für", "travaille pour",
  // "trabajo para", "lavoro per", "werk voor", "trabalho para"; "client chez", "cliente de",
  // "Kunde bei", "klant bij".
  ['fur', words('arbeite arbeitet arbeiten arbeitete gearbeitet')],
  ['pour', words('travaille travaillent travaillais travaillait')],
  ['para', words('trabajo trabaja trabajan trabajaba trabajando trabalho trabalha trabalhei trabalhava')],
  ['per', words('lavoro lavora lavorano lavorato lavoravo')],
  ['voor', words('werk werkt werken werkte gewerkt')],
  ['de', words('cliente clientes')],
  ['di', words('cliente clienti')],
  ['von', words('kunde kundin kunden')],
  ['joined', new Set([''])],
  ['acquired', new Set([''])],
  ['acquire', new Set([''])],
  ['acquires', new Set([''])],
]);

/** Words after "X's" that say X is an organization: "Royal Mail's finance team", "Meals on Wheels' board". */
export const ORG_POSSESSIONS = words(`
  ceo cfo cto coo board shares shareholders stock headquarters hq employees staff workforce
  spokesperson spokeswoman spokesman website app platform customers subscribers annual quarterly
  finance legal sales marketing procurement compliance hr it engineering branch branches offices
  subsidiary subsidiaries acquisition merger revenue profits earnings
`);

/**
 * English words written with an apostrophe where letters were dropped, that are no clitic after a
 * word: "Ma'am, your table is ready", "O'clock", "Y'all should try it", "'Tis", "Ne'er". Listed
 * whole, since "O'Hare", "O'Day" and "D'Angelo" have the same shape and are names.
 */
export const ELIDED_WORDS: ReadonlySet<string> = new Set(["ma'am", "o'clock", "y'all", "ne'er", "e'er", "o'er", "'tis", "'twas", "g'day", "c'mon", "ol'", "li'l", "rock'n'roll"]);
