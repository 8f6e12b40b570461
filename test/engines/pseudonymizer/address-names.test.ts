import { LexiconNameDetector } from '../../../engines/pseudonymizer/core/lexicon-detector';

const detector = new LexiconNameDetector();
const BOTH = new Set(['person', 'organization'] as const);
const detect = (text: string) => detector.detect(text, BOTH);
const found = (text: string): string[] => detect(text).map((d) => d.text);

describe('display names before a mail address', () => {
  test('an address alone in parentheses says a name stands before it, as angle brackets do', () => {
    expect(found('Sortie HTML faite par Francesc Rocher (rocher@example.org)')).toContain('Francesc Rocher');
    expect(found('Contact Support (help@example.com) today')).toEqual([]);
  });

  test('a name of ordinary English words in a From: line or a trailer is a person', () => {
    expect(found('From: Rob Browning <rlb@example.org>')).toContain('Rob Browning');
    expect(found(' -- Drew Parsons <dparsons@example.org>  Sat, 10 Jan 2009 12:00:00 +0100')).toContain('Drew Parsons');
  });

  test('a surname or a short part in capitals belongs to the name', () => {
    expect(found(' -- Julien LEMOINE <jl@example.org>  Mon, 02 Feb 2009')).toContain('Julien LEMOINE');
    expect(found('Cc: Abhijith PA <abhijith@example.org>')).toContain('Abhijith PA');
  });

  test('the name goes on over an initial and its full stop', () => {
    expect(found(' -- Steve M. Robbins <smr@example.org>  Sat, 10 Jan 2009')).toContain('Steve M. Robbins');
  });

  test('a role of ordinary words before an address is no one', () => {
    expect(found('Reply to The Support Desk <help@example.org>')).toEqual([]);
  });

  test('the words before an address are only taken on its own line and up to a sentence end', () => {
    expect(found('Thanks. Regards\nSupport <help@example.org>')).toEqual([]);
  });
});
