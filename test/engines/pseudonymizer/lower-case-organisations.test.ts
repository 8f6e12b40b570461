import { organisations } from './support/detect';
describe('known organisations written in lower case inside normal text', () => {
  test('a name of several words with a word off the dictionary', () => {
    expect(organisations('I work at deutsche bank in Frankfurt, do I need to declare it?')).toEqual(['deutsche bank']);
  });

  test('one word off the dictionary after a cue', () => {
    expect(organisations('Failed webhook from Stripe and a timeout on the twilio callback.')).toContain('twilio');
    expect(organisations('Called bbva yesterday, still nothing.')).toEqual(['bbva']);
  });

  test('one word in code, of another language, or without a cue is left alone', () => {
    expect(organisations('Call twilio.messages.create() with the token.')).toEqual([]);
    expect(organisations('Dit is een deel van de handleiding.')).toEqual([]);
  });

  test('a phrase of ordinary words needs a cue', () => {
    expect(organisations('The estate was left to a national trust fund in 1990.')).toEqual([]);
    expect(organisations('She volunteers with save the children on weekends.')).toEqual(['save the children']);
  });

  test('a line all in lower case takes acronyms of three letters the list knows', () => {
    expect(organisations('omw to the dmv, wish me luck lol')).toEqual(['dmv']);
    expect(organisations('omw to the gym, wish me luck lol')).toEqual([]);
  });

  test('a known firm whose name is also a word, where only an employer goes, in a message of any case', () => {
    expect(organisations('My brother works at amazon now.')).toEqual(['amazon']);
    expect(organisations('he joined apple in 2019')).toEqual(['apple']);
    expect(organisations('interviewing with google tomorrow')).toEqual(['google']);
  });

  test('the same words as things stay', () => {
    for (const plain of ['make it work for visa applicants', 'the apple joined the pile', 'we joined forces', 'worked for years', 'the target is 5 percent']) {
      expect(organisations(plain)).toEqual([]);
    }
  });
});
