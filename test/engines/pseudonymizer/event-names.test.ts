import { found } from './support/detect';

describe('events, structures and routes named in Title Case', () => {
  test('a phrase closing on a show, a cup, a festival, a pass or a bridge is no name', () => {
    for (const plain of [
      'Record Turnout at Glastonbury Festival despite rain',
      'Crowds gathered for the Chelsea Flower Show.',
      'The Ryder Cup returns to Rome next year.',
      'Floods closed the Brenner Pass on Tuesday.',
      'Notting Hill Carnival was busy',
      'Traffic on the George Washington Bridge was halted for hours.',
      'The Hubble Space Telescope captured images of a distant galaxy.',
      'The James Webb telescope detected water vapour.',
      'The fire started near Santa Rosa and spread north.',
    ]) {
      expect(found(plain)).toEqual([]);
    }
  });

  test('a person cue still reads such a word as a surname, and a firm keeps its own head', () => {
    expect(found('Ask Maria Bridge about it.')).toContain('Maria Bridge');
    expect(found('Anna Fair will join us.')).toContain('Anna Fair');
    expect(found('I met with Anna Fair and Tom Bridge yesterday.')).toEqual(expect.arrayContaining(['Anna Fair', 'Tom Bridge']));
    expect(found('I work at Tower Records.')).toContain('Tower Records');
  });
});

describe('weather systems named like people', () => {
  test('a given name after Storm, Hurricane or Typhoon names the storm', () => {
    for (const plain of ['Storm Ciarán Leaves Thousands Without Power Across Brittany', 'Hurricane Katrina hit New Orleans in 2005.', 'Typhoon Haiyan was the strongest.']) {
      expect(found(plain)).toEqual([]);
    }
  });

  test('a verb of speech after it still says person', () => {
    expect(found('Storm Reid said she loved it.')).toContain('Storm Reid');
  });
});
