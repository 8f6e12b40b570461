/**
 * Words of other languages that users write into English prompts (greetings, thanks, courtesy
 * formulas, requests to translate) or that fill a whole sentence in another language. Written with
 * a capital at a sentence start ("Bonjour", "Obrigado", "Vielen Dank", and every German noun), they
 * would look like unknown proper nouns; they are not names. The detector counts them as ordinary
 * words: one that is also a given name or surname in the lexicon ("Asante", "Yang") stays a name
 * where an ordinary word that is also a name would. Lower case, without diacritics (folded like
 * every lexicon key).
 */
import { lowerWordSet } from './word-set';

const words = lowerWordSet;

/** Greetings and forms of address that come right before a person's name ("Bonjour Marie"). */
export const GREETINGS = words(`
  bonjour bonsoir salut coucou hola buenas buenos ola oi hallo moin servus gruss gruezi ciao buongiorno
  buonasera salve hej hejsan hei moi terve tere labas sveiki szia ahoj czesc witam witaj zdravo
  dobry dobar merhaba selam namaste namaskar salam salaam assalamu marhaba ahlan shalom jambo habari
  sawubona dumela kumusta selamat konnichiwa annyeong privet zdravstvuyte yassou geia
  goedemorgen goedemiddag goedenavond hiya howdy yo aloha kia ora talofa bula
  querida querido queridos estimado estimada estimados prezado prezada prezados caro cari care chere
  cher chers liebe lieber liebes geehrte geehrter beste geachte kaere kjaere baste drogi droga
  szanowni szanowny szanowna szanowne guten
`);

/** Thanks that come right before a person's name ("Obrigada Ana", "Merci Julien"). */
export const THANKS = words(`
  merci gracias obrigado obrigada danke grazie bedankt tack takk tak kiitos dziekuje dekuji hvala
  tesekkurler shukran shukriya dhanyavad asante ngiyabonga arigato spasibo toda salamat
`);

/** Thanks, farewells and courtesy formulas ("Obrigado", "Vielen Dank", "Por favor", "Cordialement"). */
export const COURTESY = words(`
  merci beaucoup cordialement amicalement bisous bises remerciements svp stp gracias muchas favor
  saludos atentamente cordiales abrazos besos obrigado obrigada obrigadao muito muita abracos beijos
  atenciosamente cumprimentos agradeco danke vielen dank bitte schon schoen gruessen grussen freundlichen
  herzliche herzlichen viele liebe tschuss tschuess gruß gruße grußen grazie mille prego cordiali saluti distinti arrivederci
  bedankt dank groet groeten vriendelijke hartelijk alstublieft alsjeblieft tack takk tak kiitos
  paljon dziekuje dzieki prosze pozdrawiam serdecznie dekuji dakujem hvala koszonom multumesc
  tesekkurler tesekkur ederim lutfen sagol shukran shukriya dhanyavad dhanyavaad asante sana
  ngiyabonga arigato arigatou gozaimasu domo onegaishimasu spasibo pozhaluysta toda bevakasha
  terima kasih tolong salamat maraming inshallah mashallah habibi yalla adios adeus tchau hasta luego
  logo pronto manana amanha demain morgen domani tudo bem tchau alvast groetjes mvh hilsen halsningar pozdrav
`);

/** The days of the week in other languages ("Mittwoch", "lundi", "domingo"). */
export const WEEKDAYS = words(`
  lundi mardi mercredi jeudi vendredi samedi dimanche lunes martes miercoles jueves viernes sabado
  domingo segunda terca quarta quinta sexta montag dienstag mittwoch donnerstag freitag samstag
  sonntag lunedi martedi mercoledi giovedi venerdi sabato domenica maandag dinsdag woensdag donderdag
  vrijdag zaterdag zondag
`);

/** Days and months in other languages ("Mittwoch", "lundi", "marzo"), no names either. */
export const CALENDAR = new Set([
  ...WEEKDAYS,
  ...words(`
  janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre enero
  febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre janeiro
  fevereiro marco maio junho julho setembro outubro novembro dezembro januar februar marz juni juli
  oktober dezember gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre januari
  februari maart mei augustus
`),
]);

/**
 * German words that mark a sentence as German, where every noun is capitalized ("die Besprechung
 * wird auf Mittwoch verschoben"): there a capitalized word says nothing about a name.
 */
export const GERMAN_MARKERS = words(`
  und der das den dem des ein eine einen einem einer ist sind wird werden nicht mit fur auf auch
  sie ich wir ihr ihre ihnen uns euch zu zum zur bei nach aus uber unter wie was wer kann konnen
  mochte bitte sehr diese dieser diesen noch schon ohne oder sich siehe alle vom im ins beim wenn
  dass nur kein keine wurde muss soll sein seine haben durch gegen bis dann also werden dieses
`);

/**
 * Function words and frequent words of the European languages users most often paste (French,
 * Spanish, Portuguese, Italian, German, Dutch, Scandinavian, Polish, Turkish, Indonesian), enough
 * to tell a sentence in another language from English and to keep its capitalized words unmasked.
 */
export const OTHER_LANGUAGE_WORDS = words(`
  este estos estas ese esa eso esto esse essa isso isto questo questa deze dit vease consulte voir
  tambem tambien aussi muestra mostra affiche siehe
  je tu il elle nous vous ils elles mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs
  ce cet cette ces qui que quoi dont ou est sont etait avec pour dans sur sous chez sans mais donc
  le la les un une des aux au du et pas plus tres bien avoir etre fait faire peut pouvez voulez besoin avons
  rapport reunion lundi mardi mercredi jeudi vendredi samedi dimanche aujourd hui
  yo usted ustedes nosotros ellos ellas mi mis tu tus su sus nuestro nuestra el los las una uno unos
  unas es son esta estan fue con para por sin pero porque como cuando donde que muy mas todo todos
  necesito tengo tiene puede pueden hacer gracias pedido factura semana lunes martes miercoles jueves
  viernes sabado domingo
  eu voce voces ele ela nos eles elas meu minha seu sua nosso nossa um uma uns umas e sao foi com
  pelo pela pelos pelas sem mas porque quando onde muito todos tenho tem pode segue anexo qualquer
  duvida relatorio reuniao contrato semana amanha sexta segunda terca quarta quinta sabado domingo
  traduza envie
  io lui lei noi voi loro il lo gli della delle degli sono siamo siete hanno ho ha per con non ma
  anche come quando dove perche molto tutto tutti ci vediamo collaborazione
  ich du er sie es wir ihr mein meine dein deine sein seine unser unsere euer eure ihre ihrer ihren
  ihrem der die das den dem des ein eine einen einem einer und oder aber nicht mit fur von zu bei
  nach aus auf ist sind war waren hat haben wird werden kann konnen muss bitte sehr noch heute morgen
  gestern schnelle antwort nachricht rechnung hilfe frage fragen termin besprechung vertrag angebot
  schicken senden meldet melden englische deutsche ubersetze ubersetzen sich uns euch ihnen
  ik jij je hij zij wij jullie mijn jouw zijn haar ons onze het een en of maar niet met voor van
  naar bij op is zijn was waren heeft hebben wordt kan moet bericht hulp morgen vertaal belt
  jag du han hon vi ni de min din sin var och eller men inte med for av till pa ar hjalpen hors snart
  ja ty on ona my wy oni moj moja twoj nasz wasz jest sa byl z w na do od za dla ale nie i lub szybka
  odpowiedz
  ben sen biz siz onlar bu su ve ile icin ama degil cok yarin gorusuruz
  saya kamu dia kami kita mereka ini itu dan atau dengan untuk dari ke di yang tidak bantuannya atas
  nahdaan huomenna
`);

/** Every word above: ordinary words of other languages. */
export const OTHER_LANGUAGES: ReadonlySet<string> = new Set([...GREETINGS, ...THANKS, ...COURTESY, ...OTHER_LANGUAGE_WORDS, ...CALENDAR, ...GERMAN_MARKERS]);
