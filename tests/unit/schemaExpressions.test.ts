import { describe, expect, it } from 'vitest';
import { compileExpression } from '#renderers/form/expressions.js';

describe('schema expressions without eval', () => {
  it('evaluates the conditions schemas use', () => {
    expect(compileExpression("$deps[0] === 'USER'", { $deps: ['USER'] })).toBe(true);
    expect(compileExpression('$deps[0] !== 2', { $deps: [2] })).toBe(false);
    expect(compileExpression('!!$deps[0]', { $deps: [''] })).toBe(false);
    const grid = { columns: 3 };
    expect(compileExpression('grid', { grid })).toBe(grid);
    expect(
      compileExpression('$self.value > 1 && $values.a ? "x" : "y"', {
        $self: {
          get value() {
            return 2;
          },
        },
        $values: { a: 1 },
      }),
    ).toBe('x');
  });

  it('runs no code: calls, globals and prototype walks are refused or empty', () => {
    expect(() => compileExpression("alert('x')", { alert: () => 1 })).toThrow(/not supported/);
    expect(() => compileExpression('fetch("//evil")', {})).toThrow(/not supported/);
    expect(compileExpression('window', {})).toBeUndefined();
    expect(compileExpression('$deps.constructor', { $deps: [] })).toBeUndefined();
    expect(compileExpression("$deps['__proto__']", { $deps: [] })).toBeUndefined();
    expect(() => compileExpression('a = 1', { a: 0 })).toThrow();
  });
});
