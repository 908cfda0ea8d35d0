import jsep, { type Expression } from 'jsep';

/**
 * Formily compiles every "{{…}}" string in a schema with `new Function`: that needs CSP 'unsafe-eval',
 * and runs as code any such string that reaches a schema from data (a dictionary label, a device name).
 * Schemas only need small conditions ("{{$deps[0] === 2}}", "{{grid}}"), so expressions are parsed
 * instead and evaluated over the scope: literals, scope names, member access, unary/binary operators
 * and ?:. No calls, no globals, no __proto__ / constructor.
 */
const BLOCKED = new Set(['__proto__', 'prototype', 'constructor']);
/** a property read; getters run (Formily fields expose value that way), functions stay uncallable values */
const member = (o: unknown, key: unknown): unknown =>
  o === null || o === undefined || BLOCKED.has(String(key)) ? undefined : (o as Record<PropertyKey, unknown>)[key as PropertyKey];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- operators take any value, as in JavaScript
const BINARY: Record<string, (a: any, b: any) => unknown> = {
  '===': (a, b) => a === b,
  '!==': (a, b) => a !== b,
  '==': (a, b) => a == b,
  '!=': (a, b) => a != b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => a / b,
  '%': (a, b) => a % b,
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
const UNARY: Record<string, (a: any) => unknown> = { '!': (a) => !a, '-': (a) => -a, '+': (a) => +a, typeof: (a) => typeof a };

export function evaluate(node: Expression, scope: Record<string, unknown>): unknown {
  const ev = (n: Expression) => evaluate(n, scope);
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'Identifier':
      return (node.name as string) in scope ? member(scope, node.name) : undefined;
    case 'MemberExpression':
      return member(ev(node.object as Expression), node.computed ? ev(node.property as Expression) : (node.property as { name: string }).name);
    case 'UnaryExpression':
      return UNARY[node.operator as string]?.(ev(node.argument as Expression));
    case 'ConditionalExpression':
      return ev(node.test as Expression) ? ev(node.consequent as Expression) : ev(node.alternate as Expression);
    case 'ArrayExpression':
      return (node.elements as Expression[]).map((e) => (e ? ev(e) : undefined));
    case 'BinaryExpression': {
      const op = node.operator as string;
      if (op === '&&') return ev(node.left as Expression) && ev(node.right as Expression);
      if (op === '||') return ev(node.left as Expression) || ev(node.right as Expression);
      if (op === '??') return ev(node.left as Expression) ?? ev(node.right as Expression);
      const f = BINARY[op];
      if (f) return f(ev(node.left as Expression), ev(node.right as Expression));
    }
  }
  throw new Error(`schema expression: ${node.type} ${String(node.operator ?? '')} is not supported`);
}

const parsed = new Map<string, Expression>();

/** Formily's compiler hook: the expression text between {{ }} and the field's scope ($deps, $self, …). */
export function compileExpression(expression: string, scope: Record<string, unknown> = {}): unknown {
  let ast = parsed.get(expression);
  if (!ast) parsed.set(expression, (ast = jsep(expression)));
  return evaluate(ast, scope);
}
