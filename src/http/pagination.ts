import { Type, type TObject, type TSchema } from 'typebox';
import { invalidParameter } from '../core/common.errors.js';
import { Int32 } from './integers.js';

/**
 * Paging and sorting of list endpoints (spec 2.4 and 8, DESIGN.md
 * "Pagination"): one query schema, one parser, and the four response shapes.
 */

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Far past any real collection, yet page × size stays an exact integer and a valid SQL OFFSET. */
export const MAX_PAGE = 2_147_483_647;
const MAX_SORT_PARAMS = 8;
const MAX_SORT_LENGTH = 64;

export type SortDirection = 'asc' | 'desc';

/**
 * An endpoint's sortable fields: API field name → SQL column (or expression).
 * Only these columns ever reach an ORDER BY, so a caller cannot inject SQL.
 */
export type SortWhitelist = Readonly<Record<string, string>>;

export interface SortTerm {
  /** The API field as the caller named it. */
  field: string;
  /** The whitelisted column it maps to. */
  column: string;
  direction: SortDirection;
}

export interface PageRequest {
  /** Zero-based. */
  page: number;
  /** 1 to MAX_PAGE_SIZE, after capping. */
  size: number;
  /** Rows to skip: page × size. */
  offset: number;
  /** Primary first. */
  sort: SortTerm[];
}

/** The raw query (or body) values, after schema validation and coercion. */
export interface PageQueryInput {
  page?: number;
  size?: number;
  sort?: string | readonly string[];
}

function pageFields() {
  return {
    page: Type.Optional(Int32({ minimum: 0, maximum: MAX_PAGE, default: 0, description: 'Zero-based page number' })),
    size: Type.Optional(
      Int32({
        minimum: 1,
        default: DEFAULT_PAGE_SIZE,
        description: `Page size, ${DEFAULT_PAGE_SIZE} by default; values above ${MAX_PAGE_SIZE} are capped at ${MAX_PAGE_SIZE}`,
      }),
    ),
  };
}

type PageFields = ReturnType<typeof pageFields>;
type SortableFields = PageFields & { sort: ReturnType<typeof sortQueryField> };

/**
 * Query-string properties to spread into an endpoint's `Type.Object(…, { additionalProperties: false })`.
 * Overloaded so that `sort` is in the static type exactly when the list is sortable (TypeBox types
 * a property that may be absent from the object literal as `unknown`).
 */
export function pageQueryFields(): PageFields;
export function pageQueryFields(sortable: SortWhitelist): SortableFields;
export function pageQueryFields(sortable?: SortWhitelist): PageFields | SortableFields {
  return sortable ? { ...pageFields(), sort: sortQueryField(sortable) } : pageFields();
}

function sortQueryField(sortable: SortWhitelist) {
  const fields = Object.keys(sortable).join(', ');
  return Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: MAX_SORT_LENGTH }), {
      maxItems: MAX_SORT_PARAMS,
      description: `\`field,direction\` with direction asc or desc (asc when omitted); repeat for several keys, the first is primary. Sortable: ${fields}`,
    }),
  );
}

/** The whole query schema of a paged endpoint that takes nothing else. */
export function PageQuery(): TObject<PageFields>;
export function PageQuery(sortable: SortWhitelist): TObject<SortableFields>;
export function PageQuery(sortable?: SortWhitelist): TObject<PageFields> | TObject<SortableFields> {
  return Type.Object(sortable ? pageQueryFields(sortable) : pageQueryFields(), { additionalProperties: false });
}

function checkedInteger(value: number | undefined, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value)) throw invalidParameter(`${name} must be integer`);
  if (value < min) throw invalidParameter(`${name} must be >= ${min}`);
  if (value > max) throw invalidParameter(`${name} must be <= ${max}`);
  return value;
}

const SORT_PARAM = /^([^,]+?)\s*(?:,\s*([A-Za-z]+))?$/;

function parseSortTerm(raw: string, sortable: SortWhitelist, at: string): SortTerm {
  const match = SORT_PARAM.exec(raw.trim());
  const field = match?.[1]?.trim() ?? '';
  if (!match || field === '') throw invalidParameter(`${at}.sort must be field,direction`);
  // Object.hasOwn: `constructor` or `__proto__` must not resolve through the prototype.
  if (!Object.hasOwn(sortable, field)) {
    const known = Object.keys(sortable);
    const hint = known.length > 0 ? `sortable: ${known.join(', ')}` : 'this list is not sortable';
    throw invalidParameter(`${at}.sort: ${field.slice(0, MAX_SORT_LENGTH)} is not sortable (${hint})`);
  }
  const direction = (match[2] ?? 'asc').toLowerCase();
  if (direction !== 'asc' && direction !== 'desc') throw invalidParameter(`${at}.sort: direction of ${field} must be asc or desc`);
  return { field, column: sortable[field]!, direction };
}

function parseSort(raw: PageQueryInput['sort'], sortable: SortWhitelist, fallback: readonly SortTerm[], at: string): SortTerm[] {
  const params = raw === undefined ? [] : typeof raw === 'string' ? [raw] : raw;
  if (params.length > MAX_SORT_PARAMS) throw invalidParameter(`${at}.sort must not be repeated more than ${MAX_SORT_PARAMS} times`);
  const terms: SortTerm[] = [];
  for (const param of params) {
    const term = parseSortTerm(param, sortable, at);
    // A repeated field adds nothing to the order: the first mention wins.
    if (!terms.some((existing) => existing.field === term.field)) terms.push(term);
  }
  return terms.length > 0 ? terms : [...fallback];
}

/** A default outside the whitelist is a programming error, not the caller's: a 500, never a 400. */
function defaultSortTerm(raw: string, sortable: SortWhitelist): SortTerm {
  try {
    return parseSortTerm(raw, sortable, 'defaultSort');
  } catch {
    throw new Error(`default sort ${raw} does not name a whitelisted field`);
  }
}

export interface PageOptions {
  /** `field,direction` strings applied when the caller sends no sort; they must be in the whitelist. */
  defaultSort?: readonly string[];
  /** Where the values came from, for error messages (`query.size must be >= 1`). Default `query`. */
  in?: 'query' | 'body';
}

/**
 * Turns validated page/size/sort values into a page request: size capped at
 * MAX_PAGE_SIZE without an error, negatives and unknown sort fields refused
 * with VALIDATION.INVALID_PARAMETER. Works for query strings and for bodies
 * that carry page and size (shape D).
 */
export function parsePageQuery(input: PageQueryInput, sortable: SortWhitelist = {}, options: PageOptions = {}): PageRequest {
  const at = options.in ?? 'query';
  const page = checkedInteger(input.page, `${at}.page`, 0, 0, MAX_PAGE);
  const size = Math.min(checkedInteger(input.size, `${at}.size`, DEFAULT_PAGE_SIZE, 1, Infinity), MAX_PAGE_SIZE);
  const fallback = (options.defaultSort ?? []).map((term) => defaultSortTerm(term, sortable));
  return { page, size, offset: page * size, sort: parseSort(input.sort, sortable, fallback, at) };
}

/**
 * ORDER BY terms (`created_at DESC`) of a page request, for repositories.
 * Columns come from the whitelist only. `tiebreaker` (a unique column) makes
 * the order total, so rows never repeat or vanish between pages.
 */
export function orderByTerms(sort: readonly SortTerm[], tiebreaker?: string): string[] {
  const terms = sort.map((term) => `${term.column} ${term.direction === 'desc' ? 'DESC' : 'ASC'}`);
  if (tiebreaker && !sort.some((term) => term.column === tiebreaker)) terms.push(`${tiebreaker} ASC`);
  return terms;
}

// ---------------------------------------------------------------- results

/** One page of rows plus the size of the whole collection (a SQL count: bigint is fine). */
export interface PageResult<T> {
  items: readonly T[];
  total: number | bigint;
}

type PageWindow = Pick<PageRequest, 'page' | 'size'>;

export interface PageTotals {
  totalRecords: number;
  totalPages: number;
}

/** totalPages is 0 for an empty collection (spec 8), ⌈total / size⌉ otherwise. */
export function pageTotals(total: number | bigint, size: number): PageTotals {
  const totalRecords = Number(total);
  if (!Number.isSafeInteger(totalRecords) || totalRecords < 0) throw new RangeError('total must be a non-negative safe integer');
  if (!Number.isInteger(size) || size < 1) throw new RangeError('size must be a positive integer');
  return { totalRecords, totalPages: Math.ceil(totalRecords / size) };
}

/** Shape A (partner lists): `items` + `pagination`; DESIGN.md fixes the flags. */
export function shapeA<T>(result: PageResult<T>, window: PageWindow) {
  const { totalRecords, totalPages } = pageTotals(result.total, window.size);
  return {
    items: [...result.items],
    pagination: {
      totalPages,
      totalRecords,
      currentPage: window.page,
      pageSize: window.size,
      hasNext: window.page + 1 < totalPages,
      empty: result.items.length === 0,
      paginated: totalPages > 1,
    },
  };
}

/** Shape B (user-self history). */
export function shapeB<T>(result: PageResult<T>, window: PageWindow) {
  const { totalRecords, totalPages } = pageTotals(result.total, window.size);
  return { content: [...result.items], totalElements: totalRecords, totalPages, number: window.page, size: window.size };
}

/** Shape C (the generic convention). */
export function shapeC<T>(result: PageResult<T>, window: PageWindow) {
  const { totalRecords, totalPages } = pageTotals(result.total, window.size);
  return { content: [...result.items], page: { size: window.size, number: window.page, totalElements: totalRecords, totalPages } };
}

/** Shape D (referrals query). */
export function shapeD<T>(result: PageResult<T>, window: PageWindow) {
  const { totalRecords } = pageTotals(result.total, window.size);
  return { items: [...result.items], total: totalRecords, page: window.page, size: window.size };
}

// ---------------------------------------------------------------- response schemas

const Count = (description: string) => Int32({ minimum: 0, description });
const PageNumber = Int32({ minimum: 0, description: 'Zero-based page number, as requested' });
const PageSize = Int32({ minimum: 1, maximum: MAX_PAGE_SIZE, description: 'Page size after capping' });

export const PaginationA = Type.Object(
  {
    totalPages: Count('Pages in the collection; 0 when it is empty'),
    totalRecords: Count('Records in the collection'),
    currentPage: PageNumber,
    pageSize: PageSize,
    hasNext: Type.Boolean({ description: 'A later page has records' }),
    empty: Type.Boolean({ description: '`items` is empty' }),
    paginated: Type.Boolean({ description: 'The collection spans more than one page' }),
  },
  { title: 'Pagination' },
);

/** Shape A: `{items, pagination}`. */
export function PageA<T extends TSchema>(item: T) {
  return Type.Object({ items: Type.Array(item), pagination: PaginationA });
}

/** Shape B: `{content, totalElements, totalPages, number, size}`. */
export function PageB<T extends TSchema>(item: T) {
  return Type.Object({
    content: Type.Array(item),
    totalElements: Count('Records in the collection'),
    totalPages: Count('Pages in the collection; 0 when it is empty'),
    number: PageNumber,
    size: PageSize,
  });
}

/** Shape C: `{content, page: {size, number, totalElements, totalPages}}`. */
export function PageC<T extends TSchema>(item: T) {
  return Type.Object({
    content: Type.Array(item),
    page: Type.Object({
      size: PageSize,
      number: PageNumber,
      totalElements: Count('Records in the collection'),
      totalPages: Count('Pages in the collection; 0 when it is empty'),
    }),
  });
}

/** Shape D: `{items, total, page, size}`. */
export function PageD<T extends TSchema>(item: T) {
  return Type.Object({ items: Type.Array(item), total: Count('Records in the collection'), page: PageNumber, size: PageSize });
}
