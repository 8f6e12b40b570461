// The chart's generated part (scripts/helm/chart.ts) is committed: it must be what the install code makes now.
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';
import { readCrds } from '../../operator/crds';
import { CHART_DIR, generatedChartFiles } from '../../scripts/helm/chart';

const root = path.resolve(__dirname, '..', '..');

test('the committed chart is what `npm run chart` makes from the install code', () => {
  const files = generatedChartFiles(root);
  expect(files.size).toBeGreaterThan(5);
  for (const [file, text] of files) {
    let committed: string;
    try {
      committed = readFileSync(path.join(root, CHART_DIR, file), 'utf8');
    } catch {
      throw new Error(`${CHART_DIR}/${file} is missing: run npm run chart`);
    }
    // A failure names the file; `npm run chart` rewrites it.
    expect({ file, text: committed }).toEqual({ file, text });
  }
});

test("the chart's version and appVersion are the package's version", () => {
  const chart = parse(readFileSync(path.join(root, CHART_DIR, 'Chart.yaml'), 'utf8'));
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  expect([chart.version, chart.appVersion]).toEqual([version, version]);
});

test("the chart's CRDs are templates, in no crds/ directory, which Helm would install once and never upgrade nor delete", () => {
  const files = generatedChartFiles(root);
  expect([...files.keys()].filter((f) => f.startsWith('crds/'))).toEqual([]);
  expect(existsSync(path.join(root, CHART_DIR, 'crds'))).toBe(false);
  const template = files.get('templates/crds.yaml')!;
  // All of them, under crds.install; their content is compared with `aigw install` in chart-template.test.ts.
  expect(template).toMatch(/^\{\{- if \.Values\.crds\.install \}\}$/m);
  const names = readCrds(path.join(root, 'crds')).map((c) => c.metadata.name);
  expect(names.length).toBeGreaterThan(20);
  for (const name of names) expect(template).toContain(`  name: ${name}\n`);
});
