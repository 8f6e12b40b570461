import { organisations } from './support/detect';

describe('organisations written in capitals inside normal-case text', () => {
  test('after a business cue, before what a business owns, or ending in a head word', () => {
    expect(organisations('Vendor: ACME ROOFING\nAmount: 4,200.00')).toEqual(['ACME ROOFING']);
    expect(organisations('Customer NORDIC TIMBER reports that the portal rejects uploads.')).toEqual(['NORDIC TIMBER']);
    expect(organisations('Please send it to TRIDENT MARINE SUPPLIES today.')).toEqual(['TRIDENT MARINE SUPPLIES']);
  });

  test('a legal form in capitals ends the name', () => {
    expect(organisations('Shares of ORION NORTH CORP fell after the strike.')).toEqual(['ORION NORTH CORP']);
  });

  test('code, acronyms, shouted phrases and a person in capitals are left alone', () => {
    expect(organisations('INSERT INTO customers (name) VALUES (1);')).toEqual([]);
    expect(organisations('Please read the HTTP API notes before Monday.')).toEqual([]);
    expect(organisations('This is VERY IMPORTANT, read it twice.')).toEqual([]);
    expect(organisations('Got an email from JOHN SMITH about the lease.')).toEqual([]);
  });
});

describe('organisations in a line written in capitals', () => {
  test('one word before a head no ordinary phrase ends in, after a preposition', () => {
    expect(organisations('DELIVERY FOR FALCON CATERING - LEAVE AT REAR DOOR')).toEqual(['FALCON CATERING']);
    expect(organisations('PLEASE CALL THE CATERING TEAM BEFORE NOON')).toEqual([]);
  });

  test('heads that follow a head belong to the name', () => {
    expect(organisations('SUBJECT: OVERDUE INVOICE FROM BLUEWATER FREIGHT SOLUTIONS')).toEqual(['BLUEWATER FREIGHT SOLUTIONS']);
  });
});
