import { found, mask, people } from './support/detect';

describe('a lone word off the name lists used as a tool, a place or a route', () => {
  test('after a verb whose object is software, or after "in"', () => {
    expect(people('how do i install Homebrew on a new Mac?')).toEqual([]);
    expect(people('The office is in Harrogate now.')).toEqual([]);
  });

  test('at either end of a route', () => {
    expect(mask('The hike from Zermatt to Saas-Fee took seven hours.')).toBe('The hike from Zermatt to Saas-Fee took seven hours.');
    expect(people('The shuttle runs between Brig and Visp every hour.')).toEqual([]);
  });

  test('listed with a known technology word', () => {
    expect(people('Explain how Kubernetes compares with Nomad or Pulumi.')).toEqual([]);
    expect(people('We run Redis, Zorblix and Postgres in one cluster.')).toEqual([]);
  });

  test('a person keeps a cue or a lexicon name', () => {
    expect(people('Please ask Tendai to install it.')).toEqual(['Tendai']);
    expect(people('The note from Anna to Bopha was late.')).toContain('Anna');
    expect(people('We met Oluwaseun in Lagos.')).toEqual(['Oluwaseun']);
  });
});

describe('a word weighed against a technology', () => {
  test('is the other technology, even where a name list holds it as a given name', () => {
    expect(found('Should I use Postgres or Cassandra for time series?')).toEqual([]);
    expect(found('Cassandra vs DynamoDB for a write-heavy workload?')).toEqual([]);
  });

  test('a person beside a tool, or with a cue, is still a name', () => {
    expect(found('Ask Cassandra or check Jira for the ticket.')).toContain('Cassandra');
    expect(found('Postgres or Cassandra said she would decide.')).toContain('Cassandra');
  });
});

describe('the program a software noun serves', () => {
  test('one word after "plugin for", "documentation for", "bindings to" or "a port of" is software', () => {
    expect(found('Write a DNS plugin for Quillet that reads the zone file.')).toEqual([]);
    expect(found('Where is the HTML documentation for Zorvane?')).toEqual([]);
    expect(found('We maintain the Rust bindings to Brenlow.')).toEqual([]);
    expect(found('This theme is a port of Ombrelle to GTK 4.')).toEqual([]);
  });

  test('a given name, a cue or a company that wrote it stays a name', () => {
    expect(found('I wrote the migration tools for Anna last week.')).toContain('Anna');
    expect(found('Read the docs from Cellulant first.')).toContain('Cellulant');
    expect(found('The plugin for Quillet said it needs a restart.')).toContain('Quillet');
  });
});

describe('the program or language a software noun serves, though a surname list holds the word', () => {
  test('a surname-list word after "plugin for" is the program', () => {
    expect(found('is there a syntax plugin for Geany that handles toml?')).toEqual([]);
    expect(found('Is there a spell-check plugin for Marlowe?')).toEqual([]);
  });

  test('a given name there is still a person', () => {
    expect(found('I wrote the migration tools for Anna last week.')).toContain('Anna');
  });
});

describe('a word before what runs a program or talks to it', () => {
  test('an agent, a device, an executable or an API names the program', () => {
    expect(found('We monitor every host with Quorvex agents.')).toEqual([]);
    expect(found('Does it work with any Tarnell device?')).toEqual([]);
    expect(found('Is there a way to pass flags to Brisko executables?')).toEqual([]);
    expect(found('We call Halvard APIs from the worker.')).toEqual([]);
  });

  test('a person with a cue is still a name', () => {
    expect(people('Ask Tendai to restart the agent.')).toEqual(['Tendai']);
  });
});

describe('software named by a version and a software noun, by its traits, or elsewhere in the text', () => {
  test('a version number between the word and the software noun', () => {
    expect(found('We target Brenlow 3 runtime on ARM boards.')).toEqual([]);
  });

  test('defined with adjectives only software takes', () => {
    expect(found('Our team says Zorblat is an open-source, scalable queue.')).toEqual([]);
    expect(people('Anna is a lightweight sleeper.')).toEqual(['Anna']);
  });

  test('a word the text shows to be software is the software elsewhere in it too', () => {
    expect(found('We ship the Quillet toolkit and interoperate Quillet with C.')).toEqual([]);
  });

  test('a cue elsewhere still makes the word a person', () => {
    expect(people('Amara wrote the Amara parser, and Amara maintains it.')).toEqual(['Amara']);
  });

  test('a given name before a software noun that is a verb stays a person elsewhere', () => {
    expect(people('Amara hashes the passwords, then Amara logs out.')).toEqual(['Amara']);
  });

  test('the syntax one writes for a program', () => {
    expect(found('I can never remember Quillet syntax for loops.')).toEqual([]);
  });
});

describe('a word listed with one written the way technologies are', () => {
  test('a capital inside a word or a version glued to it makes the other member a technology too', () => {
    expect(found('It depends on Quillet and ZorbMaker.')).toEqual([]);
    expect(found('It depends on Quillet and Python3.')).toEqual([]);
  });

  test('names with a prefix capital are no technology', () => {
    expect(people('I met Tendai and DeShawn at the conference.')).toEqual(['Tendai', 'DeShawn']);
  });
});
