import { people } from './support/detect';

describe('surnames with a fused particle', () => {
  test('a capital after "Du", "Ter", "Ten" or "Del" is a surname\'s, as after "Mc"', () => {
    expect(people('Ask Ellen DuBois about the lease.')).toContain('Ellen DuBois');
    expect(people('Écrit par Pete TerMaat et Roland Huebner.')).toContain('Pete TerMaat');
    expect(people('Die Seite schrieb Lars TenBroeck.')).toContain('Lars TenBroeck');
  });

  test('other inner capitals still mark a product', () => {
    expect(people('Open the PowerPoint deck before the call.')).toEqual([]);
  });
});
