import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseAllDocuments } from 'yaml';

const root = path.resolve(__dirname, '..');

function crdFiles(): string[] {
  return fs.readdirSync(path.join(root, 'crds')).filter((f) => /\.ya?ml$/.test(f)).sort();
}

function nullPaths(value: unknown, at: string, out: string[]): string[] {
  if (value === null) out.push(at);
  else if (typeof value === 'object') for (const [k, v] of Object.entries(value as object)) nullPaths(v, `${at}.${k}`, out);
  return out;
}

describe('crds/', () => {
  test.each(crdFiles())('%s parses into CRDs without null values (no flow-mapping slips)', (file) => {
    const docs = parseAllDocuments(fs.readFileSync(path.join(root, 'crds', file), 'utf8'));
    for (const doc of docs) {
      expect(doc.errors).toEqual([]);
      const crd = doc.toJS();
      expect(crd.kind).toBe('CustomResourceDefinition');
      expect(nullPaths(crd, crd.metadata.name, [])).toEqual([]);
    }
  });
});

describe('imports/', () => {
  test('is what `npm run import` generates from crds/ (regenerate it when this fails)', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'aigw-imports-'));
    try {
      execFileSync(process.execPath, [path.join(root, 'scripts', 'import-crds.js'), out], { cwd: root, stdio: 'pipe' });
      const generated = fs.readdirSync(out).filter((f) => f.endsWith('.ts')).sort();
      const committed = fs.readdirSync(path.join(root, 'imports')).filter((f) => f.endsWith('.ts')).sort();
      expect(committed).toEqual(generated);
      for (const file of generated) {
        const stale = fs.readFileSync(path.join(root, 'imports', file), 'utf8') !== fs.readFileSync(path.join(out, file), 'utf8');
        expect({ file, stale }).toEqual({ file, stale: false });
      }
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);
});
