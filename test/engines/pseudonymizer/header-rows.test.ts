import { found, people } from './support/detect';

describe("a table's header row", () => {
  test('names columns, not people or organisations', () => {
    expect(found('Item,Qty,Price\nApple juice,4,2.50\nPasta,6,1.20')).toEqual([]);
    expect(found('| Region | Reference | Price |\n|---|---|---|\n| North | A-1 | 4 |')).toEqual([]);
  });

  test('a header of people and the rows below it are still read', () => {
    expect(people('Task | Anna | Ben\nReview | yes | no')).toContain('Anna');
    expect(people('Name, Price\nPriya Raman, 40')).toContain('Priya Raman');
  });
});
