import { found } from './support/detect';

describe("another language's day of the week that is also a name", () => {
  test('alone in a sentence, it is the day', () => {
    expect(found('Ci vediamo Sabato o Domenica.')).toEqual([]);
    expect(found('Ci vediamo Domenica alle cinque.')).toEqual([]);
  });

  test("greeted, titled or beside another name, it is still the person's", () => {
    expect(found('Hi Domenica, can you check the invoice?')).toContain('Domenica');
    expect(found('Frau Montag hat gestern angerufen.')).toContain('Montag');
    expect(found('Heidi Montag was on the call.')).toContain('Heidi Montag');
    expect(found('Domingo Pérez will join the review.')).toContain('Domingo Pérez');
  });
});
