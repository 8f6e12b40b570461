/**
 * `npm run chart`: writes the generated part of charts/aigw from the code of `aigw install`
 * (scripts/helm/chart.ts). test/helm/chart-generated.test.ts fails when the committed files differ.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CHART_DIR, generatedChartFiles } from './chart';

// The repository root, whether this runs from dist/scripts/helm or from the sources.
let root = __dirname;
while (!existsSync(join(root, 'crds')) || !existsSync(join(root, 'package.json'))) {
  if (dirname(root) === root) throw new Error('not inside the aigw repository');
  root = dirname(root);
}
for (const [file, text] of generatedChartFiles(root)) {
  const target = join(root, CHART_DIR, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
  console.log(`wrote ${join(CHART_DIR, file)}`);
}
