import { maskTexts, restoreText, type NamePolicy } from '../../../engines/pseudonymizer/core/masking';
import type { DetectedName } from '../../../engines/pseudonymizer/core/name-detector';
import { MappingFullError, NameMapping } from '../../../engines/pseudonymizer/core/name-mapping';

const BOTH: NamePolicy = { kinds: new Set(['person', 'organization']), allow: [], denyPeople: [], denyOrganizations: [] };
const person = (text: string): DetectedName => ({ text, kind: 'person' });
const org = (text: string): DetectedName => ({ text, kind: 'organization' });

describe('maskTexts', () => {
  test('replaces every occurrence of a name, in every text, with one placeholder', () => {
    const mapping = new NameMapping();
    const { texts, masked } = maskTexts(
      ['Alice met Bob at Acme.', 'Bob thanked Alice.'],
      [person('Alice'), person('Bob'), org('Acme')],
      mapping,
      BOTH,
      100,
    );
    expect(texts).toEqual(['[PERSON_1] met [PERSON_2] at [ORG_1].', '[PERSON_2] thanked [PERSON_1].']);
    expect(masked).toEqual({ person: 4, organization: 1 });
  });

  test('prefers the longest name, matches whole words only, and keeps possessives readable', () => {
    const { texts } = maskTexts(
      ["Alice Smith and Alice's friend Alicent, not Malice."],
      [person('Alice'), person('Alice Smith')],
      new NameMapping(),
      BOTH,
      100,
    );
    expect(texts).toEqual(["[PERSON_1] and [PERSON_2]'s friend Alicent, not Malice."]);
  });

  test('matches a name across any spacing, each spelling restored exactly as written', () => {
    const mapping = new NameMapping();
    const text = 'Ada  Lovelace and Ada\nLovelace, then Ada  Lovelace';
    const { texts } = maskTexts([text], [person('Ada Lovelace')], mapping, BOTH, 100);
    expect(texts).toEqual(['[PERSON_1] and [PERSON_2], then [PERSON_1]']);
    expect(restoreText(texts[0], mapping)).toBe(text);
  });

  test('keeps earlier names masked in later turns even when the detector misses them', () => {
    const mapping = new NameMapping();
    maskTexts(['Zora is here.'], [person('Zora')], mapping, BOTH, 100);
    const { texts } = maskTexts(['Say hi to Zora and Quinn.'], [person('Quinn')], mapping, BOTH, 100);
    expect(texts).toEqual(['Say hi to [PERSON_1] and [PERSON_2].']);
  });

  test('masks deny-listed names the detector never found, and never masks allow-listed ones', () => {
    const policy: NamePolicy = { ...BOTH, allow: ['acme'], denyPeople: ['Zed'], denyOrganizations: ['Initech'] };
    const { texts } = maskTexts(['Zed from Initech and Acme.'], [org('Acme')], new NameMapping(), policy, 100);
    expect(texts).toEqual(['[PERSON_1] from [ORG_1] and Acme.']);
  });

  test('skips placeholder numbers that the text already contains literally', () => {
    const mapping = new NameMapping();
    const { texts } = maskTexts(['Template [PERSON_1] is for Alice.'], [person('Alice')], mapping, BOTH, 100);
    expect(texts).toEqual(['Template [PERSON_1] is for [PERSON_2].']);
    expect(restoreText('[PERSON_1] / [PERSON_2]', mapping)).toBe('[PERSON_1] / Alice');
  });

  test('escapes names that contain regular-expression characters', () => {
    const { texts } = maskTexts(['Ask AT&T (U.S.) or A+B Corp.'], [org('AT&T'), org('A+B Corp')], new NameMapping(), BOTH, 100);
    expect(texts).toEqual(['Ask [ORG_1] (U.S.) or [ORG_2].']);
  });

  test('refuses a new name once the conversation holds the limit', () => {
    const mapping = new NameMapping();
    maskTexts(['Ann and Ben'], [person('Ann'), person('Ben')], mapping, BOTH, 2);
    expect(() => maskTexts(['Cid'], [person('Cid')], mapping, BOTH, 2)).toThrow(MappingFullError);
    // Known names still work at the limit.
    expect(maskTexts(['Ann'], [], mapping, BOTH, 2).texts).toEqual(['[PERSON_1]']);
  });
});

describe('restoreText', () => {
  test('writes back only the placeholders the mapping knows', () => {
    const mapping = new NameMapping();
    maskTexts(['Alice at Acme'], [person('Alice'), org('Acme')], mapping, BOTH, 100);
    expect(restoreText('[PERSON_1] of [ORG_1] and [PERSON_7]', mapping)).toBe('Alice of Acme and [PERSON_7]');
  });

  test('a mapping survives its JSON form unchanged', () => {
    const mapping = new NameMapping();
    maskTexts(['Alice at Acme'], [person('Alice'), org('Acme')], mapping, BOTH, 100);
    const copy = new NameMapping(JSON.parse(JSON.stringify(mapping.toJSON())));
    expect(copy.entries()).toEqual(mapping.entries());
    expect(maskTexts(['Bea'], [person('Bea')], copy, BOTH, 100).texts).toEqual(['[PERSON_2]']);
  });
});
