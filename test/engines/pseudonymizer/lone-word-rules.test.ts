import { found } from './support/detect';
import { setOffLikeName } from '../../../engines/pseudonymizer/core/false-mask-rules';
import { tokenize } from '../../../engines/pseudonymizer/core/names/tokens';

describe('one capitalised word off every list opening a sentence', () => {
  test('an imperative, a heading or a word of another language is no name', () => {
    expect(found('Workaround: clear the cache and restart the sync agent.')).toEqual([]);
    expect(found('Kontakta supporten om felet kvarstår.')).toEqual([]);
    expect(found('Repro steps below. Expected: a redirect.')).toEqual([]);
    expect(found('Jeśli plik istnieje, zostanie nadpisany.')).toEqual([]);
  });

  test('a word set off the way a name is stays a name', () => {
    expect(found('@Vorlonix can you review PR 412?')).toContain('Vorlonix');
    expect(found('// TODO(Vorlonix): drop this retry')).toContain('Vorlonix');
    expect(found('Vorlonix — quick update: the venue moved.')).toContain('Vorlonix');
    expect(found('Owner | Task\nVorlonix | data export')).toContain('Vorlonix');
    expect(found('Thanks for covering.\n\nBest,\nVorlonix')).toContain('Vorlonix');
  });

  test('inside a sentence or with a cue it is still a name', () => {
    expect(found('Can you send the contract to Vorlonix before noon?')).toContain('Vorlonix');
    expect(found('Vorlonix said the visa came through.')).toContain('Vorlonix');
  });

  test('tells the shapes apart token by token', () => {
    const shape = (text: string, i: number): boolean => setOffLikeName(text, tokenize(text), i);
    expect(shape('@Vorlonix can you', 0)).toBe(true);
    expect(shape('TODO(Vorlonix): x', 1)).toBe(true);
    expect(shape('Vorlonix, the slides', 0)).toBe(true);
    expect(shape('Workaround: clear it', 0)).toBe(false);
    expect(shape('Sammanfatta mötet', 0)).toBe(false);
    expect(shape('Call foo(Vorlonix) now', 2)).toBe(false);
  });
});

describe('a cue closed by its own sentence', () => {
  test('a greeting or thanks ending its sentence cues no word of the next one', () => {
    expect(found('Obrigado! Funcionou perfeitamente depois da atualização.')).toEqual([]);
  });

  test('a name set off on its own line after it is still one', () => {
    expect(found('Thanks!\nVorlonix')).toContain('Vorlonix');
    expect(found('Thanks, Vorlonix, that fixed it.')).toContain('Vorlonix');
  });
});

describe('names of software', () => {
  test('a word before a software noun, or defined as software, is no name', () => {
    expect(found('How does Huffman coding differ from arithmetic coding?')).toEqual([]);
    expect(found('Our build still links against the Expat parser.')).toEqual([]);
    expect(found('Brotli is a generic-purpose lossless compression algorithm.')).toEqual([]);
  });

  test('a word before what a product does or holds is no name', () => {
    expect(found('Since Tuesday our Zorvane sync drops every other row.')).toEqual([]);
    expect(found('We muted Kelvix alerts during the release.')).toEqual([]);
  });

  test('a possessive or a person described otherwise is still a name', () => {
    expect(found("Vorlonix's parser rejects the file.")).toContain('Vorlonix');
    expect(found('Vorlonix is a senior developer at our firm.')).toContain('Vorlonix');
  });
});

describe('places that are also given names', () => {
  test('after "of" or "in", or in a list of places, with a cue as weak as "and" or "have", it is the place', () => {
    expect(found('The Courts of London have jurisdiction.')).toEqual([]);
    expect(found('Employees in Germany, France and Spain are covered.')).toEqual([]);
  });

  test('a verb of speech or action still says person', () => {
    expect(found('Sofia said she would come.')).toContain('Sofia');
  });
});

describe('names found by their place in the sentence', () => {
  test('a given name that is also a season or month, between a greeting and a comma, is a name', () => {
    expect(found('Hi Summer, the April schedule is attached.')).toContain('Summer');
    expect(found('Hi team, the April schedule is attached.')).toEqual([]);
    expect(found('See you in Summer, then.')).toEqual([]);
  });

  test('an eponym head followed by its object is a verb after a name', () => {
    expect(found('did Jean-Baptiste Moreau sign the form yet')).toContain('Jean-Baptiste Moreau');
    expect(found("Is Murphy's law a real law?")).toEqual([]);
  });
});

describe('Title Case phrases after an article', () => {
  test('words no list knows beside an ordinary word, after "the", name a thing', () => {
    expect(found('Feature Request: Dark Mode for the Vorlonix Console')).toEqual([]);
  });

  test('a lexicon name, a cue or an organisation word after an article still counts', () => {
    expect(found('The Vorlonix Kardashev offer is off the table.')).toContain('Vorlonix Kardashev');
    expect(found('the Vorlonix Console team said yes')).not.toEqual([]);
  });
});

describe('a running piece of software', () => {
  test('a word before "node", "app", "server" or "instance" names the software', () => {
    expect(found('2024-08-19 03:12:44 ERROR Cassandra node unreachable')).toEqual([]);
    expect(found('Convert this Jupyter notebook into a Streamlit app.')).toEqual([]);
  });

  test("a person's possession of one is still hers", () => {
    expect(found("Amara's server is down again.")).toContain('Amara');
  });
});

describe('titles across a line break', () => {
  test('a title closing its line titles nothing on the next', () => {
    expect(found('SIGNED: AUTHORISED OFFICER\nDATE: 14/03/2025')).toEqual([]);
  });

  test('a title before a name on the same line still makes it a name', () => {
    expect(found('SIGNED: INSPECTOR HALVORSEN\nDATE: 14/03/2025')).toEqual(['HALVORSEN']);
  });
});

describe('a word before a technical acronym', () => {
  test('names the technology when a technology word or a software noun follows the acronym', () => {
    expect(found('This is the Cyrus SASL API implementation, version 2.1.')).toEqual([]);
    expect(found('The Mesa GL API module dispatches all the gl* functions.')).toEqual([]);
    expect(found('Recommend a Lightroom preset workflow for Fujifilm RAW files.')).toEqual([]);
  });

  test('a person before an acronym of a team is still a name', () => {
    expect(found('Ask Tendai Moyo in QA about the release.')).toContain('Tendai Moyo');
    expect(found('Thanks Tendai, HR will send the letter.')).toContain('Tendai');
  });
});

describe('Title Case labels closed by a colon', () => {
  test('a label opening its sentence is no name, though its last word is a surname too', () => {
    expect(found('Neither Party shall be liable. Governing Law: the laws of England and Wales.')).toEqual([]);
  });

  test('a name after the label, or greeted before a colon, is still a name', () => {
    expect(found('Governing Law: see Amara Okafor for the memo.')).toContain('Amara Okafor');
    expect(found('Thanks Grace: the slides are great.')).toContain('Grace');
  });
});

describe('a word after a possessive determiner in a lower-case line', () => {
  test('one word off the lexicon after "my" or "our" is a noun, whatever verb follows', () => {
    expect(found('lol my uni sent the wrong timetable again, the department says its fixed')).toEqual([]);
  });

  test('a relation before a lower-case name still leaves the name', () => {
    expect(found('my sister tendai sent the wrong timetable again')).toContain('tendai');
  });
});
