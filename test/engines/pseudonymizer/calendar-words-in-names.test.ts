import { found } from './support/detect';

describe('months and days beside names', () => {
  test('a month or a day between two names is a middle name', () => {
    expect(found('Regards, Nguyen Thi Thu Trang')).toContain('Nguyen Thi Thu Trang');
    expect(found('Anna May Wong starred in the film.')).toContain('Anna May Wong');
  });

  test('a month or a day after a name addressed by a greeting or thanks leaves the name a name', () => {
    expect(found('Thanks Peter, Monday works for me.')).toEqual(['Peter']);
    expect(found('Thanks Peter, June works for me.')).toEqual(['Peter']);
  });

  test('a month or a day the name lists hold, before or after a listed name, is part of it', () => {
    expect(found('cc: Zhao Lei, Sun Li')).toContain('Sun Li');
    expect(found('Jan Kowalski signed the contract.')).toContain('Jan Kowalski');
    expect(found('Grace May will join.')).toContain('Grace May');
  });

  test('with the number of a date after it, it is the date', () => {
    expect(found('Meet Chen on Jan 5.')).toEqual(['Chen']);
    expect(found('Send it to Chen Jun 5th.')).toEqual(['Chen']);
  });

  test('dates stay dates, and products listed together stay products', () => {
    expect(found('Meeting on Monday May Fifteenth.')).toEqual([]);
    expect(found('Should we use Redis, Kafka or Postgres?')).toEqual([]);
  });
});
