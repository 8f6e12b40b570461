// The chart's generated part (scripts/helm/chart.ts) is committed: it must be what the install code makes now.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';
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

test('every CRD aigw ships is in the chart', () => {
  const files = generatedChartFiles(root);
  for (const f of ['alt.aigw.dev.yaml', 'platform.aigw.dev.yaml', 'proxy.aigw.dev.yaml']) {
    expect(files.get(`crds/${f}`)).toBe(readFileSync(path.join(root, 'crds', f), 'utf8'));
  }
});
