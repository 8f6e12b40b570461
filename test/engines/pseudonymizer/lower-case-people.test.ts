import { people } from './support/detect';
import { OTHER_LANGUAGE_GREETINGS, OTHER_LANGUAGE_PERSON_BEFORE } from '../../../engines/pseudonymizer/core/lower-case-people';
import { foldKey } from '../../../engines/pseudonymizer/core/names/lexicon';

describe('people named in lower case inside normal-case text', () => {
  test('a name the lists know, after a verb that takes a person or before one a person does', () => {
    expect(people('Can you check with stefan whether the VPN is down again?')).toEqual(['stefan']);
    expect(people('I think priya has the admin password, ask her')).toEqual(['priya']);
    expect(people('Reopened: dmitri says the export still times out.')).toEqual(['dmitri']);
  });

  test('the value of a person label and a signature line', () => {
    expect(people('Assigned to: kevin\nStatus: open')).toEqual(['kevin']);
    expect(people('Notes attached.\n\nthanks,\njames')).toEqual(['james']);
    expect(people('Updated the sheet.\n\n-- naledi')).toEqual(['naledi']);
  });

  test('each full name of a person label\'s list, though names of other cultures make the line read as another language', () => {
    expect(people('cc: ingrid solberg, matteo ricci')).toContain('matteo ricci');
    expect(people('reviewers: anna, tomasz')).toEqual(expect.arrayContaining(['anna', 'tomasz']));
    expect(people('cc: finance, legal, hr')).toEqual([]);
  });

  test('a handle and the owner of a code marker', () => {
    expect(people('@rachel can you review my PR when you have a sec')).toEqual(['rachel']);
    expect(people('# TODO(lukas): remove this once the v2 API is live')).toEqual(['lukas']);
  });

  test('a given name and a surname read as one name', () => {
    expect(people('Talked to joão silva from procurement, he will approve it.')).toContain('joão silva');
    expect(people('Had lunch with yuki tanaka from legal.')).toContain('yuki tanaka');
  });

  test('a given name of no ordinary use in any language is a name with no cue, and so is its owner', () => {
    expect(people('Great demo today, priya nailed the Q&A.')).toEqual(['priya']);
    expect(people("Hi all, priya's laptop won't boot.")).toEqual(['priya']);
    expect(people("The build broke after today's merge.")).toEqual([]);
    expect(people('The logs are in /srv/priya/app, owned by user.priya on the host.')).toEqual([]);
  });

  test('chat verbs and short-hand of contact take a person', () => {
    expect(people("I dm'd sven about the outage.")).toEqual(['sven']);
    expect(people('Quick sync w jonas at noon.')).toEqual(['jonas']);
  });

  test('an English contraction keeps a sentence English, so its names stay names', () => {
    expect(people("Yes, carlos said he'd push the fix later.")).toEqual(['carlos']);
  });

  test('a given name that is also a word needs a greeting, a label or a verb of speech', () => {
    expect(people('Hi all, thanks mike, the build is green.')).toEqual(['mike']);
    expect(people('Set the mike level before the Monday call.')).toEqual([]);
  });

  test('"for" before a name, an answer before a name set off by a comma, and what a person posts or cannot do', () => {
    expect(people('Waiting for chloe to review.')).toEqual(['chloe']);
    expect(people('Ok sarah, sounds good.')).toEqual(['sarah']);
    expect(people('Ok grace, sounds good.')).toEqual(['grace']);
    expect(people('Did you see what priya posted?')).toEqual(['priya']);
    expect(people("Meeting moved, sarah can't make it.")).toEqual(['sarah']);
    for (const plain of ['Search for bill payments.', 'Look for will in the docs.', 'Is this for real? Ok great, sure.']) {
      expect(people(plain)).toEqual([]);
    }
  });

  test('no cue, a sentence start before "is", or a word the lists exclude is left alone', () => {
    expect(people('The report from priya arrived.')).toEqual(['priya']);
    expect(people('Read the notes, then mark the list.')).toEqual([]);
    expect(people('See the man page: nat is mostly used to change the address.')).toEqual([]);
    expect(people('We switched to redis and it was faster.')).toEqual([]);
  });
});

describe('people named in lower case after a chat cue that takes only a person', () => {
  test('chat short-hand and a given name after a cue do not make the line another language', () => {
    expect(people('Please cc jonas and camille.')).toEqual(['jonas', 'camille']);
  });

  test('a word no list knows after cc, ping or ask, or after "and" next to a name', () => {
    expect(people('cc tariq and bongani')).toEqual(['tariq', 'bongani']);
    expect(people('ping aizada and nurlan')).toEqual(['aizada', 'nurlan']);
    for (const plain of ['ping localhost and retry', 'cc jonas and lunch', 'ask chatgpt for help', 'ping 10.0.0.1 again']) {
      expect(people(plain).filter((p) => p !== 'jonas')).toEqual([]);
    }
  });

  test('a word no list knows after a greeting or before a verb of speech, when its letters read as a name', () => {
    expect(people('morning keoni, is the demo still on?')).toEqual(['keoni']);
    expect(people('sorry thanawat, i missed your call')).toEqual(['thanawat']);
    expect(people('welcome zhanibek to the team')).toEqual(['zhanibek']);
    expect(people('FYI tshepo said the VPN is down again')).toEqual(['tshepo']);
  });

  test('jargon in the same places stays, its letters reading as no name', () => {
    expect(people('hey frontend is down again')).toEqual([]);
    expect(people('FYI config said the VPN is down again')).toEqual([]);
  });

  test('in a sentence of another language, a word no list knows after "con", "avec" or "mit" when its letters read as a name', () => {
    expect(people('ayer hablé con keoni sobre el proyecto')).toContain('keoni');
    expect(people("j'ai déjeuné avec thanawat hier, tout va bien")).toEqual(['thanawat']);
    expect(people('ayer hablé con frontend sobre el proyecto')).not.toContain('frontend');
  });

  test('in a sentence of another language, a given name the lists know after "mit" or "con", and after that language\'s greeting', () => {
    expect(people('Ich habe mit henrike über das VPN gesprochen.')).toEqual(['henrike']);
    expect(people('Gracias valentina, ya está en el servidor de QA.')).toEqual(['valentina']);
    expect(people('Obrigado gonçalo, o VPN voltou.')).toEqual(['gonçalo']);
    // Words of the language after a greeting or a preposition are no names.
    for (const plain of ['Hola equipo, el build de CI está roto.', 'Hallo zusammen, der Build auf CI ist grün.', 'Merci beaucoup, le build CI est vert.', '-U, --username=UTENTE nome utente con cui collegarsi', 'Pilih baris yang tidak cocok dengan pola di CSV.']) {
      expect(people(plain)).toEqual([]);
    }
  });
});

describe('a lower-case full name with no cue', () => {
  test('a given name then a surname, though both are frequent words of other languages', () => {
    expect(people('the new guy ahmed hassan starts monday')).toContain('ahmed hassan');
    expect(people('ahmed hassan starts monday')).toContain('ahmed hassan');
  });

  test('two such words in a sentence of another language stay', () => {
    expect(people('inserire il valore nel campo dei siti che usano il proxy')).toEqual([]);
  });
});

describe('a given name after another language\'s "with", though that language uses it often', () => {
  test('right after "con", "avec", "mit", or after "com a", "con la" with the article some languages put before a name', () => {
    expect(people('hablé con florencia esta mañana')).toEqual(['florencia']);
    expect(people('j’ai déjeuné avec baptiste hier')).toEqual(['baptiste']);
    expect(people('ich habe mit stefan gesprochen')).toEqual(['stefan']);
    expect(people('falei com a ana ontem')).toEqual(['ana']);
  });

  test('a pronoun after "with", a noun that "de" binds to what follows, and Indonesian "dengan" (a manner or a means) stay', () => {
    for (const plain of ['ayer vine con ella al centro', 'je suis parti avec elle hier', 'sono uscito con lui ieri', 'pintado con rosa de la casa', 'pilih baris yang tidak cocok dengan pola']) {
      expect(people(plain)).toEqual([]);
    }
  });
});

describe('given names of cultures the main name list covers thinly', () => {
  test('a Polish or Spanish given name after another language\'s "with" or thanks', () => {
    expect(people('la reunión con jędrzej fue larga')).toEqual(['jędrzej']);
    expect(people('dzięki jędrzej')).toEqual(['jędrzej']);
    expect(people('hablé con begoña')).toEqual(['begoña']);
  });
});

describe('a given name that is also a word, told or asked something', () => {
  test('right after "tell", "ask", "remind" or "ping" and before what the person is told', () => {
    expect(people('tell marco the build broke')).toEqual(['marco']);
    expect(people('remind tom about friday')).toEqual(['tom']);
    expect(people('can you ask bill if the invoice is paid?')).toEqual(['bill']);
    expect(people('ping rose when the deploy is done')).toEqual(['rose']);
  });

  test('the same words with no such verb, or a modal after it, stay', () => {
    for (const plain of ['mark the rose as done by may', 'pay the bill today', 'ask will to check the logs', 'remind me to mark it', 'ask art questions']) {
      expect(people(plain)).toEqual([]);
    }
  });
});

describe('other languages\' "ask" and "tell" before a lower-case name', () => {
  test('the verb, "a" or "ao" or "à", then a given name of the lexicon', () => {
    expect(people('pregunta a jimena si tiene la llave')).toEqual(['jimena']);
    expect(people('chiedi a beatrice se ha la chiave')).toEqual(['beatrice']);
    expect(people('demande à clémence si elle a la clé')).toEqual(['clémence']);
  });

  test('a group or an ordinary word after the same verb stays', () => {
    expect(people('pregunta a todos si tienen la llave')).toEqual([]);
    expect(people('pregunta a la profesora')).toEqual([]);
  });
});

describe('a lower-case word after a determiner', () => {
  test('is a thing before a verb a subject takes', () => {
    for (const plain of ['the app is ok', 'my bot is ok', 'our app is down again']) expect(people(plain)).toEqual([]);
  });

  test('a name with no determiner before it still is one', () => {
    expect(people('i think priya has the password')).toEqual(['priya']);
  });
});

describe('lower-case given names that no listed language uses as a word', () => {
  test('stand alone in a sentence of another language', () => {
    expect(people('ik heb maarten gevraagd om de factuur te sturen')).toEqual(['maarten']);
    expect(people('wojciech powiedział, że spotkanie jest przełożone')).toEqual(['wojciech']);
    expect(people('volgens femke is de vergadering verplaatst')).toEqual(['femke']);
    expect(people('ik heb de factuur gisteren gestuurd')).toEqual([]);
    expect(people('ho sentito il fornitore stamattina')).toEqual([]);
  });

  test('stand alone in an English sentence, though the frequent-word lists hold them as tokens', () => {
    expect(people('Can we loop in agnieszka on this thread?')).toEqual(['agnieszka']);
    expect(people('Please loop in the finance team on this thread.')).toEqual([]);
  });

  test('and make a full name of the given name before them', () => {
    expect(people('tolong hubungi eko prasetyo soal anggaran')).toContain('eko prasetyo');
    expect(people('tolong hubungi bagian keuangan soal anggaran')).toEqual([]);
  });

  test('in another language only when frequent as a name and written as the name is', () => {
    expect(people('Puisque lilo a essentiellement besoin de connaître les disques')).toEqual([]);
    expect(people('Utiliser kilo, mega, giga, etc au lieu de kibi, mebi, gibi')).toEqual([]);
    expect(people('Všechny shelly čtou tento soubor při spuštění')).toEqual([]);
    expect(people('Soubor obsahuje jeden řádek na každý záznam')).toEqual([]);
  });

  test('but not a word the curated lists know as a surname only', () => {
    expect(people('Application to calculate ramachandran z-scores')).toEqual([]);
  });
});

describe('greetings of other languages', () => {
  test('are read on folded keys, as tokens are', () => {
    for (const greeting of ['dzięki', 'teşekkürler', 'olá', 'cześć']) expect(OTHER_LANGUAGE_GREETINGS.has(foldKey(greeting))).toBe(true);
    expect(OTHER_LANGUAGE_PERSON_BEFORE.has(foldKey('según'))).toBe(true);
  });
});
