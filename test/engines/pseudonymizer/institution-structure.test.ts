import { mask, organisations } from './support/detect';

describe('public bodies read from the structure of their names', () => {
  test('"and" joins two fields of a body though the second opens with a word that is also a given name', () => {
    expect(mask('The Directorate of Fisheries and Marine Resources approved the quota.')).toBe('The [ORG_1] approved the quota.');
  });

  test("a university's campus after \"at\" is part of its name; a time or a lower-case word is not", () => {
    expect(organisations('She moved to the University of California at Berkeley.')).toEqual(['University of California at Berkeley']);
    expect(organisations('I work at the University of Illinois at Urbana-Champaign.')).toEqual(['University of Illinois at Urbana-Champaign']);
    expect(organisations('Meet at Stanford University at 5pm.')).toEqual(['Stanford University']);
    expect(mask('We met at the university at noon.')).toBe('We met at the university at noon.');
  });

  test('a title closing an institution\'s name is a word of it ("Notre Dame"), not a person to come', () => {
    expect(organisations('We met at the University of Notre Dame last week.')).toEqual(['University of Notre Dame']);
    expect(organisations('Ask the University of Notre Dame.')).toEqual(['University of Notre Dame']);
  });

  test('a laboratory or an observatory is an institution', () => {
    expect(organisations('Contact the Cold Spring Harbor Laboratory for details.')).toEqual(['Cold Spring Harbor Laboratory']);
    expect(organisations('Data came from the Mauna Kea Observatory.')).toEqual(['Mauna Kea Observatory']);
    expect(mask('The Physics Laboratory is closed.')).toBe('The Physics Laboratory is closed.');
  });

  test('the words for a foundation, an association, a cooperative or a savings bank of more languages name a body', () => {
    expect(organisations('Stowarzyszenie Pomocna Dłoń zbiera dary.')).toEqual(['Stowarzyszenie Pomocna Dłoń']);
    expect(organisations('Spółdzielnia Mleczarska Rola dostarcza mleko.')).toEqual(['Spółdzielnia Mleczarska Rola']);
    expect(organisations('Umut Vakfı yardım etti.')).toEqual(['Umut Vakfı']);
    expect(organisations('Yayasan Harapan Bangsa membantu.')).toEqual(['Yayasan Harapan Bangsa']);
    expect(organisations('Caja Laboral me llamó.')).toEqual(['Caja Laboral']);
  });

  test('a weak institution word before a strong one qualifies it', () => {
    expect(organisations('The claim was later filed with the Financial Services Commission.')).toEqual(['Financial Services Commission']);
  });

  test('in a line in capitals a head word, a join and the words after it name a body', () => {
    expect(mask('URGENT: CONTACT BANCO DEL SUR BEFORE FRIDAY.')).toBe('URGENT: CONTACT [ORG_1] BEFORE FRIDAY.');
    expect(mask('PLEASE CALL THE DEPARTMENT OF MOTOR VEHICLES TODAY')).toBe('PLEASE CALL THE [ORG_1] TODAY');
  });

  test('capitals without a head word before a join stay as written', () => {
    for (const plain of ['WARNING: DO NOT OPERATE HEAVY MACHINERY AFTER TAKING THIS MEDICINE.', 'UNDER THE AUTHORITY OF THE COURT, THE MEETING IS CLOSED.']) {
      expect(mask(plain)).toBe(plain);
    }
  });

  test('sector heads end a company name: "Lifesciences", "Packaging"', () => {
    expect(organisations('Action items: chase Meridia Lifesciences for samples.')).toEqual(['Meridia Lifesciences']);
    expect(organisations('Supplier | Spend\nRidgeway Packaging | 12,400')).toEqual(['Ridgeway Packaging']);
  });

  test('a Romance adjective right after the proper noun closes the name: "des Finances publiques"', () => {
    expect(organisations('La Direction générale des Finances publiques a écrit hier.')).toEqual(['Direction générale des Finances publiques']);
    expect(mask("Il comune ha chiesto all'Agenzia delle Entrate di rinviare le scadenze.")).toBe('Il comune ha chiesto [ORG_1] di rinviare le scadenze.');
  });

  test('after "FROM:" or "TO:" in capitals one word before a strong company head will do', () => {
    expect(mask('FROM: KESTREL ANALYTICS\nRE: OVERDUE INVOICE 4471')).toBe('FROM: [ORG_1]\nRE: OVERDUE INVOICE 4471');
    expect(mask('FROM: ACCOUNTS PAYABLE\nRE: OVERDUE INVOICE 4471')).toBe('FROM: ACCOUNTS PAYABLE\nRE: OVERDUE INVOICE 4471');
    expect(mask('SUBJECT: ANNUAL CATERING\nPLEASE REPLY BY FRIDAY')).toBe('SUBJECT: ANNUAL CATERING\nPLEASE REPLY BY FRIDAY');
  });

  test('"on" after a head word and "and" before a word off the dictionary stay inside the name', () => {
    expect(organisations('The Committee on Climate Change said so.')).toEqual(['Committee on Climate Change']);
    expect(organisations('She studied at the School of Oriental and African Studies in London.')).toEqual(['School of Oriental and African Studies']);
    expect(mask('The Council on Friday approved the budget.')).toBe('The Council on Friday approved the budget.');
  });

  test('a body\'s name shouted whole inside a sentence of mixed case', () => {
    expect(mask('A letter from the MINISTRY OF FINANCE arrived today.')).toBe('A letter from the [ORG_1] arrived today.');
    expect(mask('See INSTITUTE OF Physics notes.')).toBe('See INSTITUTE OF Physics notes.');
  });
});

describe('the article opening a German sentence before an institution', () => {
  test('stays outside the name', () => {
    expect(mask('Die Sparkasse Lindenau hat angerufen.')).toBe('Die [ORG_1] hat angerufen.');
    expect(mask('Die Volksbank Rhein-Wupper hat die Lastschrift zurückgegeben.')).toBe('Die [ORG_1] hat die Lastschrift zurückgegeben.');
  });
  test('a committee, an alliance or a league of more languages is a head word; "gegen", "con il", "against" join its name', () => {
    expect(organisations('Invoice for the Komitee gegen den Vogelmord was sent.')).toEqual(['Komitee gegen den Vogelmord']);
    expect(organisations('La Fondazione con il Sud ha finanziato il restauro.')).toEqual(['Fondazione con il Sud']);
    expect(organisations('The Alliance for Rural Electrification will host the workshop.')).toEqual(['Alliance for Rural Electrification']);
    expect(organisations('We met the Committee against Torture in Geneva.')).toEqual(['Committee against Torture']);
    expect(mask('The alliance will host the workshop.')).toBe('The alliance will host the workshop.');
  });

  test('lower-case words left between a verb and an institution open no part of its name', () => {
    expect(organisations('Invoice for the Ministry of Finance was sent.')).toEqual(['Ministry of Finance']);
  });

  test('a head word of another language then a capitalized word names a body, though that word is English; a German head does not', () => {
    expect(organisations('We love the work of the Fundación Telethon.')).toEqual(['Fundación Telethon']);
    expect(organisations('Our grant came from the Fondazione Charity this year.')).toEqual(['Fondazione Charity']);
    expect(mask('Ich habe der Stiftung Geld gegeben.')).toBe('Ich habe der Stiftung Geld gegeben.');
    expect(mask('We won the Bank Holiday Cup.')).toBe('We won the Bank Holiday Cup.');
  });

  test('in a line in capitals a field a savings bank is named for is a word of its name', () => {
    expect(mask('PAYMENT TO CAJA RURAL DE ASTURIAS REF 2291')).toBe('PAYMENT TO [ORG_1] REF 2291');
  });
  test('shouted in capitals, heads of more languages open a name, "ON" follows a commission, council or committee, and "DIE" a join', () => {
    expect(organisations('a letter from the HOCHSCHULE FÜR MUSIK arrived')).toEqual(['HOCHSCHULE FÜR MUSIK']);
    expect(organisations('a letter from the ESCUELA DE NEGOCIOS arrived')).toEqual(['ESCUELA DE NEGOCIOS']);
    expect(organisations('a letter from the COMMISSION ON HUMAN RIGHTS arrived')).toEqual(['COMMISSION ON HUMAN RIGHTS']);
    expect(organisations('a letter from the STIFTUNG FÜR DIE NATUR arrived')).toEqual(['STIFTUNG FÜR DIE NATUR']);
    expect(organisations('Die Stiftung für die Natur hat geantwortet.')).toEqual(['Stiftung für die Natur']);
    expect(mask('THE COUNCIL ON FRIDAY WILL VOTE')).toBe('THE COUNCIL ON FRIDAY WILL VOTE');
  });
});

describe('a library of code, not an institution', () => {
  test('"library for" opening the phrase describes code', () => {
    expect(organisations('Library for JSON parsing and streaming validation')).toEqual([]);
  });

  test('in a line of one case, a modifier compound is no word of a name', () => {
    expect(organisations('we ran a gpu-based association scan overnight')).toEqual([]);
  });

  test('a library that is a body keeps its name', () => {
    expect(organisations('She volunteers at the National Library for the Blind.')).toEqual(['National Library for the Blind']);
    expect(organisations('The Library of Congress has the scans.')).toEqual(['Library of Congress']);
  });
});
