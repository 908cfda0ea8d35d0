/** A page of rows the route holds in memory (schema heads, kept versions), answered as JeecgBoot's IPage. */
export function pageOf<T>(rows: T[], pageNo: number, pageSize: number) {
  const total = rows.length;
  return { records: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) };
}

/** Sorted by a column the caller names from a fixed list (nulls last), or as given. */
export function sortedBy<T extends object>(rows: T[], column: keyof T | undefined, order: 'asc' | 'desc' | undefined): T[] {
  if (!column || !order) return rows;
  const sign = order === 'asc' ? 1 : -1;
  const key = (r: T) => (r[column] == null ? null : String(r[column]));
  return [...rows].sort((a, b) => {
    const x = key(a),
      y = key(b);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return sign * x.localeCompare(y, 'en', { numeric: true });
  });
}
