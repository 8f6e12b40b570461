import { organisations } from './support/detect';

describe('words before a legal form', () => {
  test('a word in capitals or of letters and digits is part of the name, whatever it means in lower case', () => {
    expect(organisations('The licence was granted by VIA Technologies, Inc last year.')).toEqual(['VIA Technologies, Inc']);
    expect(organisations('We buy from BalaBit IT Ltd. now.')).toEqual(['BalaBit IT Ltd.']);
    expect(organisations('Ask F5 Networks, Inc for a quote.')).toEqual(['F5 Networks, Inc']);
  });

  test('legal forms of Singapore, Turkey, Mexico, the Gulf, the Balkans and others end the name whole', () => {
    expect(organisations('Copyright 2001 Metaparadigm Pte. Ltd.')).toEqual(['Metaparadigm Pte. Ltd.']);
    expect(organisations('Invoice from Anatolia Denim Sanayi A.Ş. today.')).toEqual(['Anatolia Denim Sanayi A.Ş.']);
    expect(organisations('Grupo Bimbo, S.A.B. de C.V. reported.')).toEqual(['Grupo Bimbo, S.A.B. de C.V.']);
    expect(organisations('We signed with Vantor Logistics FZE last week.')).toEqual(['Vantor Logistics FZE']);
    expect(organisations('Transportes Norte S.A.C. envió la factura.')).toEqual(['Transportes Norte S.A.C.']);
  });

  test('a year before the name stays out of it', () => {
    expect(organisations('Copyright 2010 Acme Ltd')).toEqual(['Acme Ltd']);
  });

  test('a dotted form without its last dot', () => {
    expect(organisations('We signed with Samsung Electronics Co., Ltd yesterday.')).toEqual(['Samsung Electronics Co., Ltd']);
    expect(organisations('Bull S.A shipped the servers.')).toEqual(['Bull S.A']);
  });
});
