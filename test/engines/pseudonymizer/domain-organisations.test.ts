import { mask, organisations } from './support/detect';

describe('organisations a text spells again in an e-mail or web address', () => {
  test('a run of words that spells the domain of an address in the text', () => {
    expect(organisations('Please book with Ridgeline Dental (bookings@ridgelinedental.com) before Friday.')).toEqual(['Ridgeline Dental']);
    expect(organisations('see www.kestrel-analytics.io for Kestrel Analytics pricing')).toEqual(['Kestrel Analytics']);
    expect(organisations('ping ridgeline dental via hello@ridgelinedental.co.uk')).toContain('ridgeline dental');
  });

  test('a mail provider, a word no address spells, a personal domain: no organisation from it', () => {
    expect(mask('Gmail is down again, so mail me at support@gmail.com instead.')).toBe('Gmail is down again, so mail me at support@gmail.com instead.');
    expect(mask('The Annual Review is on www.example.com today.')).toBe('The Annual Review is on www.example.com today.');
    expect(organisations('Write to Anna Berg at anna@annaberg.se')).toEqual([]);
    expect(organisations(' -- Jan Kowalczyk <jan@kowalczyk.org>  Mon, 01 Jan 2024')).toEqual([]);
  });
});
