import { mask, organisations } from './support/detect';
import { NameMatcher } from '../../../engines/pseudonymizer/core/name-matcher';
import { scriptOrganisations } from '../../../engines/pseudonymizer/core/script-organisations';

describe('organisations named by the word that ends them', () => {
  test('a strong company head takes the ordinary words before it', () => {
    expect(mask('The merger of Pacific Crest Airlines and Quest Diagnostics was approved.')).toBe('The merger of [ORG_1] and [ORG_2] was approved.');
    expect(mask('Lunch is provided by Green Fork Catering.')).toBe('Lunch is provided by [ORG_1].');
    expect(mask('Kestrel Aviation Services reports a login failure.')).toBe('[ORG_1] reports a login failure.');
  });

  test('a weak head needs a word off the dictionary or two ordinary words', () => {
    expect(mask('We use Corvid Packaging Solutions and Bright Horizons Family Solutions.')).toBe('We use [ORG_1] and [ORG_2].');
    expect(mask('Brightstar IT Services manages their laptops.')).toBe('[ORG_1] manages their laptops.');
    for (const plain of [
      'Senior Software Engineer, Platform Services. Reports to: Head of Engineering.',
      'Please rewrite it so that it covers Health Insurance for contractors.',
      'The Supplier shall maintain Professional Indemnity Insurance of at least GBP 5 million.',
      'Joint Ventures are risky.',
    ]) {
      expect(mask(plain)).toBe(plain);
    }
  });

  test('a non-profit head takes a word off the dictionary, or two ordinary words before a coalition', () => {
    expect(mask('The grant from Clearwater Initiative was approved.')).toBe('The grant from [ORG_1] was approved.');
    expect(mask('i donated to Mbeya Relief Appeal last year')).toBe('i donated to [ORG_1] last year');
    expect(mask('We got an email from Northern Rivers Coalition about the report.')).toBe('We got an email from [ORG_1] about the report.');
    for (const plain of ['Everyone should take a First Aid course.', 'Put it in the Pension Fund.', 'We joined the Free Software Movement.', 'Search and Rescue teams were called.']) {
      expect(mask(plain)).toBe(plain);
    }
  });

  test('an institution head takes a possessive or a saint before it', () => {
    expect(mask("She was seen at St Thomas' Hospital and then at Northside Children's Hospital.")).toBe('She was seen at [ORG_1] and then at [ORG_2].');
    expect(mask("My daughter attended St Mary's Catholic Primary in Leeds.")).toBe('My daughter attended [ORG_1] in Leeds.');
    expect(mask('The grant came from the Gnome Foundation.')).toBe('The grant came from the [ORG_1].');
    expect(mask('Building a Strong Foundation')).toBe('Building a Strong Foundation');
  });

  test('in lower case and in capitals, a cue or a word off the dictionary says name', () => {
    expect(mask('im working at harbour lane consulting since march')).toBe('im working at [ORG_1] since march');
    expect(mask('URGENT: PAYMENT TO SILVERLINE MARITIME SERVICES REJECTED. PLEASE CALL BACK.')).toBe('URGENT: PAYMENT TO [ORG_1] REJECTED. PLEASE CALL BACK.');
    expect(mask('PAY TO THE ORDER OF EVERGREEN LANDSCAPING SERVICES')).toBe('PAY TO THE ORDER OF [ORG_1]');
    expect(mask('i studied big data analytics at night school')).toBe('i studied big data analytics at night school');
  });
});

describe('a library in a line of one case', () => {
  test('named after what it does is code, not a body', () => {
    expect(organisations('we need a charset detection library for the importer')).toEqual([]);
    expect(organisations('is the zorbfs partitioning library still maintained?')).toEqual([]);
    expect(organisations('any simple time-related library will do')).toEqual([]);
  });

  test('named after a person or place, or after an employer cue, it stays a body', () => {
    expect(organisations('i work at the bodleian library')).toEqual(['bodleian library']);
    expect(organisations('i work at zorbfs parsing library now')).toEqual(['zorbfs parsing library']);
  });
});

describe('organisations in a line written in capitals', () => {
  test('at the start of a line or a field, and after a verb of getting in touch', () => {
    expect(mask('NOTICE: HARBOUR LIGHT FOUNDATION WILL BE CLOSED ON MONDAY')).toBe('NOTICE: [ORG_1] WILL BE CLOSED ON MONDAY');
    expect(mask('BLUE RIVER FARMS ANNUAL REPORT 2024')).toBe('[ORG_1] ANNUAL REPORT 2024');
    expect(mask('PLEASE CONTACT NORTHFIELD CREDIT UNION FOR DETAILS')).toBe('PLEASE CONTACT [ORG_1] FOR DETAILS');
  });

  test('after a preposition of another language, which is no word of the name', () => {
    expect(mask('DRINGEND: DOCUMENTEN VERSTUURD NAAR HARBOUR LIGHT FOUNDATION')).toBe('DRINGEND: DOCUMENTEN VERSTUURD NAAR [ORG_1]');
  });

  test('a school or a school district, with a word off the dictionary or a place in it', () => {
    expect(mask('RE: CONTRACT WITH ROCHESTER COMMUNITY SCHOOLS - SIGNED COPY ATTACHED')).toBe('RE: CONTRACT WITH [ORG_1] - SIGNED COPY ATTACHED');
    expect(mask('NOTICE FROM THE PUBLIC SCHOOLS')).toBe('NOTICE FROM THE PUBLIC SCHOOLS');
  });

  test('a heading of ordinary words is left alone', () => {
    for (const plain of ['ANNUAL CATERING', 'NOTICE: HEAD OFFICE WILL BE CLOSED', 'CUSTOMER SERVICE CENTER OPENING HOURS']) {
      expect(mask(plain)).toBe(plain);
    }
  });
});

describe('copyright holders', () => {
  test('two capitalized words or more after "Copyright" and its years name an organisation', () => {
    expect(mask('# Copyright (C) 1995-2011 Software in the Public Interest')).toBe('# Copyright (C) 1995-2011 [ORG_1]');
    expect(mask('Copyright 2003 Internet Software Consortium. All rights reserved.')).toBe('Copyright 2003 [ORG_1]. All rights reserved.');
    expect(organisations('Copyright 2010 Anna Berg')).toEqual([]);
  });
});

describe('institutions', () => {
  test('"of the" and "for the" inside a name, and a weak head with a real complement', () => {
    expect(organisations('The case went to the United States District Court for the Southern District of New York.')).toContain(
      'United States District Court for the Southern District of New York',
    );
    expect(mask('The applicant appealed to the Immigration and Refugee Board of Canada.')).toBe('The applicant appealed to the [ORG_1].');
    expect(mask('The Board of Directors approved the Annual Report.')).toBe('The Board of Directors approved the Annual Report.');
  });

  test('a name written all in Title Case, its "Of" and "And" capitalised too', () => {
    expect(organisations('The invoice from Charotar University Of Science And Technology was rejected.')).toEqual(['Charotar University Of Science And Technology']);
    expect(organisations('Minutes: Delhi Institute Of Higher Education confirmed it.')).toEqual(['Delhi Institute Of Higher Education']);
    // "And" goes on only before a field; a title of ordinary words stays.
    expect(organisations('Thanks to the Department Of Justice And Everyone else.')).toEqual(['Department Of Justice']);
    expect(organisations('The History Of The University And The City')).toEqual([]);
  });

  test('hyphenated and elided institution words, and heads of other languages', () => {
    expect(mask('Das Fraunhofer-Institut für Produktionstechnik validiert das Design.')).toBe('Das [ORG_1] validiert das Design.');
    expect(mask("Le Ministère de l'Économie et des Finances a confié l'audit.")).toBe("Le [ORG_1] a confié l'audit.");
    expect(mask('Please write to Benki Kuu ya Tanzania today.')).toBe('Please write to [ORG_1] today.');
    expect(mask('«Τράπεζα της Ελλάδος»')).toBe('«[ORG_1]»');
    expect(mask('NATIONAL LABOR RELATIONS BOARD')).toBe('[ORG_1]');
  });

  test('a town or city council in the words of other languages', () => {
    expect(mask('We received a letter from the Ayuntamiento de Madrid about the case.')).toBe('We received a letter from the [ORG_1] about the case.');
    expect(mask('i emailed Stadtverwaltung Leipzig again today')).toBe('i emailed [ORG_1] again today');
    expect(mask('Comune di Bologna has published new guidance.')).toBe('[ORG_1] has published new guidance.');
    for (const plain of ['La mairie est fermée le lundi.', 'Il comune di residenza è cambiato.']) {
      expect(mask(plain)).toBe(plain);
    }
  });

  test('in lower case, one word before a strong head or two before an institution after an employer\'s or a sender\'s cue', () => {
    expect(mask('i work at kestrel logistics now')).toBe('i work at [ORG_1] now');
    expect(mask('just got an email from harbour light foundation lol')).toBe('just got an email from [ORG_1] lol');
    for (const plain of ['im good at data analytics', 'i studied at the local high school', 'she works at general hospital']) {
      expect(mask(plain)).toBe(plain);
    }
  });

  test('"at home", "at night", "from home" after an employer\'s cue are adverbs, not employers', () => {
    for (const plain of ['i work at home logistics is a pain', 'she works at night shifts mostly', 'i work from home consulting gigs']) {
      expect(mask(plain)).toBe(plain);
    }
    expect(mask('i work at harbour logistics')).toBe('i work at [ORG_1]');
  });

  test('one capitalised word inside a sentence before "Bank" names a bank, unless it is a store or a shore', () => {
    expect(mask('My salary goes to Summit Bank.')).toBe('My salary goes to [ORG_1].');
    expect(mask('i moved my savings to Keystone Bank')).toBe('i moved my savings to [ORG_1]');
    for (const plain of ['We visited the West Bank last year.', 'Charge it with a Power Bank.', 'Donate at the Blood Bank.', 'Use the Question Bank for practice.']) {
      expect(mask(plain)).toBe(plain);
    }
  });

  test('a savings word before a weak head names a bank, and stays an ordinary word without one', () => {
    expect(mask('Refund failed: issuing bank Prairie Credit Union declined it.')).toBe('Refund failed: issuing bank [ORG_1] declined it.');
    expect(mask('My mortgage is with Coastal Building Society.')).toBe('My mortgage is with [ORG_1].');
    for (const plain of ['The Building Committee meets on Monday.', 'Check your Credit Union account.', 'We need a Savings Account Review.']) {
      expect(mask(plain)).toBe(plain);
    }
  });

  test('a lower-case institution word after a capitalized one, where only the first word is capitalized', () => {
    expect(mask('«Московский государственный университет открыл лабораторию.»')).toBe('«[ORG_1] открыл лабораторию.»');
    expect(mask('Translate: "Helsingin yliopisto tekee yhteistyötä."')).toBe('Translate: "[ORG_1] tekee yhteistyötä."');
  });
});

describe('well-known organisations', () => {
  test('are masked by name, also in lower case', () => {
    expect(mask('I moved my salary from Monzo to Revolut and bank with Desjardins.')).toBe('I moved my salary from [ORG_1] to [ORG_2] and bank with [ORG_3].');
    expect(mask('lol ryanair cancelled again, trying easyjet now')).toBe('lol [ORG_1] cancelled again, trying [ORG_2] now');
  });
});

describe('organisations in unspaced and uncased scripts', () => {
  test('Chinese, Japanese and Korean names end in their head word, Arabic ones start with it', () => {
    expect(scriptOrganisations('トヨタ自動車は東京大学と共同研究を始めた。')).toEqual(['トヨタ自動車', '東京大学']);
    expect(scriptOrganisations('华为技术有限公司与清华大学签署了合作协议。')).toEqual(['华为技术有限公司', '清华大学']);
    expect(scriptOrganisations('삼성전자는 서울대학교에 연구 센터를 열었다.')).toEqual(['삼성전자', '서울대학교']);
    expect(scriptOrganisations('وقعت الشركة اتفاقية مع جامعة الملك عبدالله للعلوم والتقنية.')).toEqual(['جامعة الملك عبدالله للعلوم والتقنية']);
    expect(scriptOrganisations('我们公司在上海。')).toEqual([]);
    expect(scriptOrganisations('Plain English text.')).toEqual([]);
  });

  test('a name found there is masked though letters follow it without a space', () => {
    expect(mask('Translate: "삼성전자는 서울대학교에 연구 센터를 열었다."')).toBe('Translate: "[ORG_1]는 [ORG_2]에 연구 센터를 열었다."');
  });

  test('the matcher ends a name in an unspaced script where its letters end, and keeps word boundaries elsewhere', () => {
    const matcher = new NameMatcher<string>();
    for (const name of ['東京大学', 'Anna']) matcher.add(name, name);
    expect(matcher.find('東京大学と提携').map((m) => m.start)).toEqual([0]);
    expect(matcher.find('Annabel and Anna').map((m) => m.start)).toEqual([12]);
  });
});
