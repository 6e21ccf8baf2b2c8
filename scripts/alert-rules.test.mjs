// ops/prometheus/kartyna-rules.yml and the docs name only metrics and labels the code exports
// (issue #28): a metric renamed in code would otherwise leave an alert that never fires.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './lib/run-shop.mjs';

const read = (path) => readFileSync(join(root, path), 'utf8');
const rules = read('ops/prometheus/kartyna-rules.yml');
const apiMetrics = read('apps/api/src/http/metrics.ts');
const webMetrics = read('apps/web/src/server/storefront-metrics.ts');

/** Metric names a file declares (`name: '…'`), with the series Prometheus derives from histograms. */
function declared(source) {
  const names = [...source.matchAll(/name: '([a-z_]+)'/g)].map((m) => m[1]);
  const histograms = [...source.matchAll(/new Histogram\(\{\s*name: '([a-z_]+)'/g)].map((m) => m[1]);
  return new Set([...names, ...histograms.flatMap((h) => [`${h}_bucket`, `${h}_count`, `${h}_sum`])]);
}

/** The `job` values of job_failures_total: the union of `jobFailed`'s first parameter. */
const jobsInCode = () => {
  const union = /jobFailed\(\s*job:([^,]+),/.exec(apiMetrics)?.[1] ?? '';
  return [...union.matchAll(/'([a-z-]+)'/g)].map((m) => m[1]).sort();
};

describe('the alert rules', () => {
  it('use only metrics the API and the storefront export (or Prometheus makes)', () => {
    const known = new Set([...declared(apiMetrics), ...declared(webMetrics), 'up', 'probe_success']);
    const exprs = [...rules.matchAll(/expr: (\|[\s\S]*?(?=\n\s+(?:for|labels):)|.*)/g)].map((m) => m[1]);
    expect(exprs.length).toBeGreaterThan(10);
    const functions = new Set(['sum', 'rate', 'increase', 'max', 'histogram_quantile', 'by']);
    const used = new Set(
      exprs.flatMap((expr) =>
        [...expr.replace(/\{[^}]*\}|\[[^\]]*\]|"[^"]*"/g, ' ').matchAll(/\b([a-z_]+)\b/g)]
          .map((m) => m[1])
          .filter(
            (word) => !functions.has(word) && !['instance', 'le', 'background_job', 'reason'].includes(word),
          ),
      ),
    );
    expect([...used].filter((name) => !known.has(name))).toEqual([]);
    expect(used).toContain('job_failures_total');
  });

  it('name the job_failures_total jobs the code counts, as the docs do', () => {
    const jobs = jobsInCode();
    expect(jobs).toEqual([
      'fiscal-receipt',
      'mail-send',
      'mail-worker',
      'money-back-worker',
      'parcel-tracker',
      'parcel-tracking',
      'photo-template',
      'photo-template-worker',
      'refund',
    ]);
    const inRules = [...rules.matchAll(/background_job=~"([^"]+)"/g)].flatMap((m) => m[1].split('|'));
    expect([...new Set(inRules)].sort()).toEqual(jobs);
    for (const doc of ['README.md', 'docs/going-live.md']) {
      const listed = /job_failures_total\{background_job="([^"]+)"\}/.exec(read(doc))?.[1];
      // In a table the pipes are escaped.
      expect(listed?.split(/\\?\|/).sort(), doc).toEqual(jobs);
    }
  });
});
