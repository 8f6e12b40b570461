import { found } from './support/detect';
import { placeSlots } from '../../../engines/pseudonymizer/core/place-slots';
import { tokenize } from '../../../engines/pseudonymizer/core/names/tokens';

describe('slots that hold a place', () => {
  test("a place's label makes its value a place, though a name list holds the word", () => {
    expect(found('SIGNED: ACCOUNTS PAYABLE\nPLACE: NAPOLI')).toEqual([]);
    expect(found('Venue: Sofia\nStart: 09:00')).toEqual([]);
  });

  test("a place column's cells are places, the other columns' names are still names", () => {
    const names = found('LAST NAME;FIRST NAME;CITY\nSCHNEIDER;LUKAS;KÖLN\nGARCÍA;ELENA;SEVILLA');
    expect(names).toEqual(expect.arrayContaining(['SCHNEIDER', 'LUKAS', 'GARCÍA', 'ELENA']));
    expect(names).not.toContain('SEVILLA');
    expect(found('Hospital | Beds | Region\nSaint Mary | 600 | Milano')).not.toContain('Milano');
  });

  test('only the cells under the place header are flagged, Markdown rows included', () => {
    const text = '| Name | City |\n|---|---|\n| Ana | Porto |';
    const tokens = tokenize(text);
    const flagged = tokens.filter((_, i) => placeSlots(text, tokens)[i] === 1).map((t) => t.text);
    expect(flagged).toEqual(['Porto']);
  });

  test('a person named with a verb of speech in a place slot is still a name', () => {
    expect(found('Location: Tendai Moyo said the room is booked.')).toContain('Tendai Moyo');
  });
});

describe('titles greeted as the addressee', () => {
  test('"Dear Sir" greets by a title, not by a name', () => {
    expect(found('Dear Sir, the Bank of Valletta confirmed the transfer.')).toEqual(['Bank of Valletta']);
  });

  test('a given name that is also a word, greeted, is still a name', () => {
    expect(found('Hi Summer, the slides are ready.')).toContain('Summer');
  });
});
