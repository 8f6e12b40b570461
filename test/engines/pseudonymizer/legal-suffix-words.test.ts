import { organisations } from './support/detect';

describe('words before a legal form', () => {
  test('a word in capitals or of letters and digits is part of the name, whatever it means in lower case', () => {
    expect(organisations('The licence was granted by VIA Technologies, Inc last year.')).toEqual(['VIA Technologies, Inc']);
    expect(organisations('We buy from BalaBit IT Ltd. now.')).toEqual(['BalaBit IT Ltd.']);
    expect(organisations('Ask F5 Networks, Inc for a quote.')).toEqual(['F5 Networks, Inc']);
  });

  test('a year before the name stays out of it', () => {
    expect(organisations('Copyright 2010 Acme Ltd')).toEqual(['Acme Ltd']);
  });

  test('a dotted form without its last dot', () => {
    expect(organisations('We signed with Samsung Electronics Co., Ltd yesterday.')).toEqual(['Samsung Electronics Co., Ltd']);
    expect(organisations('Bull S.A shipped the servers.')).toEqual(['Bull S.A']);
  });
});
