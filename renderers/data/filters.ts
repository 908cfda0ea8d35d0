/** How a typed filter compares a field with its value (refine's CrudOperators, the ones JeecgBoot can express). */
export type FilterOperator = 'eq' | 'ne' | 'contains' | 'startswith' | 'endswith' | 'in' | 'gte' | 'lte';

export type FilterValue = string | number | (string | number)[];

/**
 * One typed list filter, like refine's CrudFilter: views say what they mean and the DataProvider
 * turns it into its own query syntax (see DataProvider.filterQuery). An empty value filters nothing.
 */
export interface CrudFilter {
  field: string;
  operator: FilterOperator;
  value: FilterValue | null | undefined;
}

/** The value of a field's filter, if any (reading a list's filters back into a search box). */
export const filterValue = (filters: CrudFilter[], field: string): FilterValue | undefined => filters.find((f) => f.field === field)?.value ?? undefined;

/** The filters with the one on `next.field` replaced (a view with several independent search inputs). */
export const withFilter = (filters: CrudFilter[], next: CrudFilter): CrudFilter[] => [...filters.filter((f) => f.field !== next.field), next];
