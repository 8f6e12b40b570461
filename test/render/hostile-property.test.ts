/**
 * Property: whatever a file holds, `aigw render` answers — exit 0 with output whose every name and
 * label value the API server accepts, or exit 1 with a message that starts with the file's name —
 * and never throws. Hostile keys (`__proto__`, `constructor`), huge and odd numbers, odd names and
 * broken YAML are drawn on purpose. The budget is bounded (runs and time) so CI stays fast.
 */
import * as fc from 'fast-check';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseAllDocuments, stringify } from 'yaml';
import { demoLicense, invalidNames, root, runRender, tempInputs } from './support';

const inputs = tempInputs('aigw-property-');
afterAll(() => inputs.cleanup());

/** At most this many runs, and no new run after this many milliseconds. */
const BUDGET = { numRuns: 40, interruptAfterTimeLimit: 25_000 };

const hostileKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '', '<<', 'a.b', 'x/y'), fc.string({ maxLength: 8 }));
const hostileNumber = fc.oneof(fc.constantFrom(1e308, -1e308, 2 ** 31, 2 ** 53, -0, 0.5, -1), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.string({ maxLength: 12 }), hostileNumber, fc.boolean(), fc.constant(null), fc.array(tie('value'), { maxLength: 3 }), fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 })),
})).value;
const hostileName = fc.oneof(
  fc.constantFrom('0', 'a', 'a'.repeat(64), `g-${'b'.repeat(120)}.${'c'.repeat(120)}`, 'UPPER', 'a..b', '-a', 'a-', 'ok', 'main', 'pii'),
  fc.stringMatching(/^[a-z0-9][-a-z0-9.]{0,80}$/),
);

/** A Guardrail or Gateway from an example, with one field replaced by a hostile value. */
const example = (f: string) => fs.readFileSync(path.join(root, 'examples', f), 'utf8');
// The first document of each: the Guardrail or Gateway.
const bases = ['guardrail-pseudonymizer.yaml', 'guardrail-external.yaml', 'proxy-gateway.yaml', 'alt-gateway.yaml'].map((f) => stringify(parseAllDocuments(example(f))[0].toJS()));
const fields: (string | number)[][] = [['spec', 'params'], ['spec', 'instance', 'replicas'], ['spec', 'models', 0], ['spec', 'organization'], ['spec', 'external'], ['spec', 'alt'], ['spec', 'modes'], ['spec', 'teams'], ['metadata', 'labels']];

function setIn(o: any, at: (string | number)[], v: unknown): void {
  let cur = o;
  for (const k of at.slice(0, -1)) {
    if (typeof cur[k] !== 'object' || cur[k] === null) cur[k] = {};
    cur = cur[k];
  }
  Object.defineProperty(cur, at[at.length - 1], { value: v, enumerable: true, writable: true, configurable: true });
}

const mutatedDoc = fc.tuple(fc.nat(bases.length - 1), fc.nat(fields.length - 1), hostileValue, hostileName).map(([b, f, v, name]) => {
  const o = parseAllDocuments(bases[b])[0].toJS();
  setIn(o, fields[f], v);
  o.metadata.name = name;
  return stringify(o);
});
/** Broken YAML: a valid document cut or spliced with YAML syntax. */
const brokenYaml = fc.tuple(fc.nat(bases.length - 1), fc.nat(2000), fc.constantFrom('', '{', '[', ': :', '&a [*a]', '*nope', '\t', '---', '!!binary x', '? [a]\n: b', 'k: v\nk: w')).map(([b, cut, junk]) => bases[b].slice(0, cut) + junk + bases[b].slice(cut));
const fileText = fc.array(fc.oneof(mutatedDoc, brokenYaml), { minLength: 1, maxLength: 3 }).map((docs) => docs.join('\n---\n'));

describe('aigw render: hostile input property', () => {
  test(
    'exit 0 (3 when an object is Invalid) with valid names, or exit 1 naming the file; never a crash',
    async () => {
      let n = 0;
      await fc.assert(
        fc.asyncProperty(fileText, fc.constantFrom('warn', 'strict', 'ignore'), async (text, validate) => {
          const file = inputs.write(`p${n++}.yaml`, text);
          const { code, stdout, stderr } = await runRender(['-f', file, '-f', path.join(root, 'examples', 'proxy-secrets.yaml'), ...demoLicense, '--validate', validate, '-o', 'json']);
          if (code === 1) {
            expect(stdout).toBe('');
            // Schema warnings (--validate warn) may come first; every line names the file.
            for (const line of stderr.split('\n').filter(Boolean)) expect([line, line.replace(/^aigw render: (warning: )?/, '').startsWith(file)]).toEqual([line, true]);
            return;
          }
          const out = JSON.parse(stdout);
          const invalid = out.statuses.some((s: any) => s.status.phase === 'Invalid' || /^Invalid|Invalid$/.test(s.status.conditions?.find((c: any) => c.type === 'Ready')?.reason ?? ''));
          expect(code).toBe(invalid ? 3 : 0);
          expect(invalidNames(out.objects)).toEqual([]);
        }),
        BUDGET,
      );
    },
    60_000,
  );
});
