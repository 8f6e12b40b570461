/** Synthesizes an app and returns the validation problems `app.synth()` reports, without construct paths. */
import { App, Chart, Testing } from 'cdk8s';

export function synthProblems(build: (chart: Chart) => void, namespace = 'ai'): string[] {
  const app = new App({ outdir: Testing.app().outdir });
  build(new Chart(app, 'c', { namespace }));
  try {
    app.synth();
  } catch (e) {
    const text = (e as Error).message;
    if (!text.startsWith('Validation failed')) throw e;
    return text.split('\n').slice(1).map((l) => l.replace(/^\s*\[[^\]]*\] /, ''));
  }
  return [];
}
