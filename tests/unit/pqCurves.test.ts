import { describe, expect, it } from 'vitest';
import { classifyItic, classifySemi, iticLower, iticUpper } from '#server/pq/curves.js';

describe('ITIC (CBEMA) 2000 curve', () => {
  it('has the published lower breakpoints: dropout to 20 ms, 70 % to 0.5 s, 80 % to 10 s, 90 % beyond', () => {
    expect(classifyItic(0, 0.02)).toBe('inside'); // zero voltage for 20 ms: rides through
    expect(classifyItic(0, 0.021)).toBe('no_damage');
    expect(classifyItic(70, 0.5)).toBe('inside');
    expect(classifyItic(69.9, 0.5)).toBe('no_damage');
    expect(classifyItic(70, 0.51)).toBe('no_damage'); // past 0.5 s the limit is 80 %
    expect(classifyItic(80, 10)).toBe('inside');
    expect(classifyItic(79.9, 10)).toBe('no_damage');
    expect(classifyItic(85, 10.5)).toBe('no_damage'); // beyond 10 s: 90 %
    expect(classifyItic(90, 60)).toBe('inside');
    expect([iticLower(0.01), iticLower(0.3), iticLower(5), iticLower(20)]).toEqual([0, 70, 80, 90]);
  });

  it('has the published upper breakpoints: 200 % at 1 ms, 140 % to 3 ms, 120 % to 0.5 s, 110 % beyond', () => {
    expect(iticUpper(1e-4)).toBe(500);
    expect(iticUpper(1e-3)).toBe(200);
    expect(iticUpper(3.16e-4)).toBeCloseTo(350, 0); // log-linear between 100 µs and 1 ms
    expect(classifyItic(140, 0.003)).toBe('inside');
    expect(classifyItic(141, 0.003)).toBe('prohibited');
    expect(classifyItic(125, 0.004)).toBe('prohibited');
    expect(classifyItic(120, 0.5)).toBe('inside');
    expect(classifyItic(115, 0.6)).toBe('prohibited');
    expect(classifyItic(110, 100)).toBe('inside');
  });
});

describe('SEMI F47-0706 curve', () => {
  it('requires riding through 50 % from 20 ms to 200 ms, 70 % to 0.5 s, 80 % to 1 s', () => {
    expect(classifySemi(10, 0.019)).toBe('inside'); // below 20 ms it asks nothing
    expect(classifySemi(50, 0.02)).toBe('inside');
    expect(classifySemi(49, 0.02)).toBe('outside');
    expect(classifySemi(50, 0.2)).toBe('inside');
    expect(classifySemi(50, 0.21)).toBe('outside');
    expect(classifySemi(70, 0.5)).toBe('inside');
    expect(classifySemi(69, 0.5)).toBe('outside');
    expect(classifySemi(79, 0.6)).toBe('outside');
    expect(classifySemi(80, 1)).toBe('inside');
    expect(classifySemi(130, 0.1)).toBe('na'); // swells are not its subject
  });
});
