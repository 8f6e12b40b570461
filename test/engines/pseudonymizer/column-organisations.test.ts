import { mask, organisations } from './support/detect';

describe('organisations in a table column whose header says what they are', () => {
  test('each cell under "Client", "Supplier" or "Partner" is an organisation', () => {
    expect(mask('Client;Sector;Since\nAlder Creek Farms;agriculture;2019\nBrightpath Learning;education;2021')).toBe('Client;Sector;Since\n[ORG_1];agriculture;2019\n[ORG_2];education;2021');
    expect(organisations('Supplier | Category | Spend\nRidgeway Packaging | boxes | 12,400')).toEqual(['Ridgeway Packaging']);
  });

  test('an ordinary word alone, a person, a column with another header: left alone', () => {
    expect(mask('Supplier | Spend\nInternal | 3,000')).toBe('Supplier | Spend\nInternal | 3,000');
    expect(organisations('Client | Owner\nAnna Berg | ops')).toEqual([]);
    expect(mask('Item | Status\nMobile Dashboard | done\nRevenue Chart | open')).toBe('Item | Status\nMobile Dashboard | done\nRevenue Chart | open');
  });
});
