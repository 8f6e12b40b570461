/**
 * One fresh cdk8s App + Chart per plan (never `Testing.app()`: it makes a temp dir per call), and
 * its manifests in memory. Construct ids are stable, so names derived from them are too.
 */
import { App, Chart } from 'cdk8s';
import type { ApiObjectJson } from './types';

/** A chart for one primary resource: its namespace by default, names as given (no hash suffix). */
export function newChart(namespace: string): Chart {
  const app = new App();
  return new Chart(app, 'plan', { namespace, disableResourceNameHashes: true });
}

/** The chart's manifests in apply order (cdk8s dependency order, then creation order). */
export function synth(chart: Chart): ApiObjectJson[] {
  return chart.toJson() as ApiObjectJson[];
}
