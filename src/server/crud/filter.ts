import type { ComparisonOperatorExpression, Expression, ExpressionBuilder, SqlBool } from 'kysely';

/**
 * One row condition of a list, with its values kept apart from its shape: `key` names the shape
 * (column, operator, list length), `values` are what it binds, in order, and `where` builds it from
 * those values or from placeholders in their place. The list compiles each shape once
 * (listStatements.ts) and binds the values per request.
 */
export interface Filter {
  key: string;
  values: readonly unknown[];
  where: (eb: ExpressionBuilder<any, any>, values: readonly unknown[]) => Expression<SqlBool>;
}

/** The condition with its own values, for queries built and compiled per request. */
export const bound =
  (f: Filter) =>
  (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    f.where(eb, f.values);

/** `lhs op value` with one bound value, its shape named by `key`. */
export const compare = (key: string, lhs: Expression<unknown>, op: ComparisonOperatorExpression, value: unknown): Filter => ({
  key,
  values: [value],
  where: (eb, [x]) => eb(lhs, op, x),
});
