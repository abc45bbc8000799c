/**
 * The splash screen's spinner (index.html) changes at most ten times a second: every change is a frame to
 * composite while the first page loads, and sixty a second took about a third of a core of a two-core
 * machine (issue 28, docs/performance.md). A reader who asked for less motion gets none.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const html = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');
const spinnerRules = [...html.matchAll(/#splash \.spinner\s*\{([^}]*)\}/g)].map((match) => match[1]!);

describe('the splash screen spinner', () => {
  it('turns in steps, ten changes a second at most', () => {
    const animation = /animation:\s*splash-spin\s+([\d.]+)s\s+steps\((\d+)\)\s+infinite/.exec(
      spinnerRules[0] ?? '',
    );
    expect(animation).not.toBeNull();
    const [, seconds, steps] = animation!;
    expect(Number(steps) / Number(seconds)).toBeLessThanOrEqual(10);
  });

  it('stands still when the reader prefers reduced motion', () => {
    const reduced = html.slice(html.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toMatch(/#splash \.spinner\s*\{\s*animation:\s*none;/);
  });
});
