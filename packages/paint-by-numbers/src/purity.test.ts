import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The core runs in a browser worker and in the API alike, and must give the same template for the
// same photo: no Node or DOM APIs, no clock, no unseeded randomness in any file the package ships.
const dir = new URL('./', import.meta.url);
const coreFiles = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

const forbidden: [string, RegExp][] = [
  ['Math.random', /Math\.random/],
  ['Date', /\bDate\b/],
  ['performance', /\bperformance\./],
  ['Node built-ins', /from 'node:|require\(/],
  ['process', /\bprocess\./],
  ['Buffer', /\bBuffer\b/],
  ['DOM', /\b(document|window|HTMLCanvasElement|OffscreenCanvas)\b/],
  ['unordered object keys', /for \(const \w+ in /],
];

describe('the generator core', () => {
  it('has the files it is made of', () => {
    expect(coreFiles).toContain('generate.ts');
    expect(coreFiles.length).toBeGreaterThan(10);
  });
  it.each(coreFiles)('%s uses no clock, randomness, Node or DOM API', (file) => {
    const source = readFileSync(new URL(file, dir), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '');
    for (const [what, pattern] of forbidden) expect(pattern.test(source), `${file}: ${what}`).toBe(false);
  });
});
