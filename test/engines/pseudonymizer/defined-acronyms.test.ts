import { mask, organisations } from './support/detect';

describe('acronyms a text defines for an organisation it names', () => {
  test('an acronym in brackets after a name found is masked there and in its bare uses', () => {
    expect(mask('The National Disaster Management Authority (NDMA) issued a heat warning; NDMA teams were sent to three districts.')).toBe(
      'The [ORG_1] ([ORG_2]) issued a heat warning; [ORG_2] teams were sent to three districts.',
    );
    expect(mask('Contrato entre a Agência Nacional de Transportes Terrestres (ANTT) e a empresa. Notices to ANTT shall be in writing.')).toBe(
      'Contrato entre a [ORG_1] ([ORG_2]) e a empresa. Notices to [ORG_2] shall be in writing.',
    );
  });

  test('an acronym before brackets that hold the name is defined too', () => {
    expect(organisations('We asked SNSF (Swiss National Science Foundation) for an extension.')).toContain('SNSF');
  });

  test('brackets after a phrase that names no organisation define nothing', () => {
    const plain = 'Decision: the Steering Group approves the Quality Assurance Plan (QAP). The QAP will be reviewed in June.';
    expect(mask(plain)).toBe(plain);
    expect(mask('// Service Level Agreement (SLA) timer: SLA breaches are logged.')).toBe('// Service Level Agreement (SLA) timer: SLA breaches are logged.');
  });

  test('an acronym whose first letter opens no word of the name is not taken for it', () => {
    expect(organisations('The National Disaster Management Authority (XYZ) met.')).not.toContain('XYZ');
  });
});

describe('ordinary words ending in an institution head, defined by their initials', () => {
  test('the name and its acronym are masked even where every word is an ordinary one', () => {
    expect(mask('The Trusteeship Council (TC) has published new guidance; the TC expects replies by March.')).toBe(
      'The [ORG_1] ([ORG_2]) has published new guidance; the [ORG_2] expects replies by March.',
    );
    expect(organisations('A letter from the Royal Society (RS) arrived.')).toEqual(['Royal Society', 'RS']);
  });

  test('technical terms defined so, and brackets that are no initials, stay', () => {
    expect(organisations('We use a Certificate Authority (CA) for the internal endpoints.')).toEqual([]);
    expect(organisations('Traffic goes through a Virtual Private Network (VPN) here.')).toEqual([]);
    expect(organisations('The Trusteeship Council (see below) met twice.')).toEqual([]);
  });
});
