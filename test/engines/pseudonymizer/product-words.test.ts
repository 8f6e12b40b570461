import { found } from './support/detect';

describe('well-known products and services', () => {
  test('alone, with no cue, a product is the thing used, not a name', () => {
    expect(found('Is Vercel or Netlify cheaper for a small Next.js site?')).toEqual([]);
    expect(found('Tried Notion, Obsidian and Evernote, still prefer paper.')).toEqual([]);
    expect(found('We replaced Memcached with something simpler last year.')).toEqual([]);
  });

  test('after a preposition alone, a product is still the thing', () => {
    expect(found('Our Jenkins pipeline calls SonarQube before deploying to Heroku.')).toEqual([]);
    expect(found('I sent the draft to Tendai yesterday.')).toEqual(['Tendai']);
  });

  test("an organisation's or a person's cue still makes it a name", () => {
    expect(found('She works at Vercel now.')).toContain('Vercel');
  });

  test('a given name that is also a product stays a name', () => {
    expect(found('Cassandra said the report is ready.')).toContain('Cassandra');
  });
});

describe('products the uncurated name list also holds', () => {
  test('a known product is the thing even where that list has its name', () => {
    expect(found('Jenkins fails on the Gradle step with OutOfMemoryError.')).toEqual([]);
    expect(found('Write a Bash script that backs up Mongo every night.')).toEqual([]);
    expect(found('// TODO: replace Moment with Luxon once the config is migrated')).toEqual([]);
  });

  test('with a cue the same word is still a name', () => {
    expect(found('Gradle said the build would be ready by noon.')).toContain('Gradle');
  });
});
