import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from './error-handler.js';
import { AppError } from '../core/errors.js';
import { ingressPlugin } from './ingress.js';
import {
  MAX_PAGE_SIZE,
  orderByTerms,
  PageQuery,
  pageTotals,
  parsePageQuery,
  shapeA,
  shapeB,
  shapeC,
  shapeD,
  type PageQueryInput,
} from './pagination.js';
import { installValidators } from './validator.js';

const SORTABLE = { createdAt: 'created_at', name: 'lower(name)' } as const;

/** The rows of page `page` of a collection 0‥total-1, as a repository with OFFSET/LIMIT returns them. */
function slice(total: number, page: number, size: number): number[] {
  const start = Math.min(page * size, total);
  return Array.from({ length: Math.min(size, total - start) }, (_, i) => start + i);
}

/** Pages anywhere, but often right at the edges (first, last, one past the last), where off-by-ones live. */
const collections = fc
  .record({ total: fc.integer({ min: 0, max: 5_000 }), size: fc.integer({ min: 1, max: MAX_PAGE_SIZE }) })
  .chain(({ total, size }) => {
    const last = Math.ceil(total / size) - 1;
    const edge = fc.integer({ min: -1, max: 1 }).map((delta) => Math.max(0, last + delta));
    return fc.record({
      total: fc.constant(total),
      size: fc.constant(size),
      page: fc.oneof(edge, fc.constant(0), fc.integer({ min: 0, max: last + 5 })),
    });
  });

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('totals arithmetic (properties)', () => {
  it('totalPages is the least page count that holds every record, 0 for an empty collection', () => {
    fc.assert(
      fc.property(collections, ({ total, size }) => {
        const { totalPages, totalRecords } = pageTotals(total, size);
        expect(totalRecords).toBe(total);
        expect(totalPages * size).toBeGreaterThanOrEqual(total);
        if (total === 0) expect(totalPages).toBe(0);
        else expect((totalPages - 1) * size).toBeLessThan(total);
      }),
    );
  });

  it('shape A flags agree with the rows a repository returns, past the last page too', () => {
    fc.assert(
      fc.property(collections, ({ total, size, page }) => {
        const items = slice(total, page, size);
        const { pagination } = shapeA({ items, total: BigInt(total) }, { page, size });
        expect(pagination.empty).toBe(items.length === 0);
        expect(pagination.empty).toBe(page >= pagination.totalPages);
        expect(pagination.hasNext).toBe(slice(total, page + 1, size).length > 0);
        expect(pagination.paginated).toBe(total > size);
        expect(pagination).toMatchObject({ totalRecords: total, currentPage: page, pageSize: size });
      }),
    );
  });

  it('walking pages 0‥totalPages-1 yields every record exactly once, in order', () => {
    fc.assert(
      fc.property(collections, ({ total, size }) => {
        const seen: number[] = [];
        for (let page = 0; page < pageTotals(total, size).totalPages; page++) seen.push(...slice(total, page, size));
        expect(seen).toEqual(Array.from({ length: total }, (_, i) => i));
      }),
      { numRuns: 50 },
    );
  });

  it('shapes B, C and D report the same totals as shape A', () => {
    fc.assert(
      fc.property(collections, ({ total, size, page }) => {
        const result = { items: slice(total, page, size), total };
        const window = { page, size };
        const { pagination } = shapeA(result, window);
        expect(shapeB(result, window)).toEqual({
          content: result.items,
          totalElements: pagination.totalRecords,
          totalPages: pagination.totalPages,
          number: page,
          size,
        });
        expect(shapeC(result, window)).toEqual({
          content: result.items,
          page: { size, number: page, totalElements: pagination.totalRecords, totalPages: pagination.totalPages },
        });
        expect(shapeD(result, window)).toEqual({ items: result.items, total: pagination.totalRecords, page, size });
      }),
    );
  });

  it('any size of at least 1 is capped at 100 without an error, and offset is page × size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (page, size) => {
        const request = parsePageQuery({ page, size });
        expect(request.size).toBe(Math.min(size, MAX_PAGE_SIZE));
        expect(request.offset).toBe(page * request.size);
        expect(Number.isSafeInteger(request.offset)).toBe(true);
      }),
    );
  });
});

describe('shape A of an empty collection (spec 4.11)', () => {
  it('reports zero totals, empty true and hasNext false on page 0 and far past it', () => {
    for (const page of [0, 7]) {
      expect(shapeA({ items: [], total: 0 }, { page, size: 20 })).toEqual({
        items: [],
        pagination: { totalPages: 0, totalRecords: 0, currentPage: page, pageSize: 20, hasNext: false, empty: true, paginated: false },
      });
    }
  });

  it('reports accurate totals for a page past the last of a non-empty collection', () => {
    expect(shapeC({ items: [], total: 45 }, { page: 9, size: 20 })).toEqual({
      content: [],
      page: { size: 20, number: 9, totalElements: 45, totalPages: 3 },
    });
  });

  it('refuses a negative or fractional total as a programming error', () => {
    expect(() => pageTotals(-1, 20)).toThrow(RangeError);
    expect(() => pageTotals(1.5, 20)).toThrow(RangeError);
  });
});

describe('parsePageQuery', () => {
  it('defaults to page 0, size 20 and the endpoint default sort', () => {
    expect(parsePageQuery({}, SORTABLE, { defaultSort: ['createdAt,desc'] })).toEqual({
      page: 0,
      size: 20,
      offset: 0,
      sort: [{ field: 'createdAt', column: 'created_at', direction: 'desc' }],
    });
  });

  it('keeps several sort keys in order, the first primary; direction defaults to asc, any case', () => {
    const { sort } = parsePageQuery({ sort: ['name,DESC', 'createdAt', 'name,asc'] }, SORTABLE);
    expect(sort).toEqual([
      { field: 'name', column: 'lower(name)', direction: 'desc' },
      { field: 'createdAt', column: 'created_at', direction: 'asc' },
    ]);
  });

  it('refuses a field outside the whitelist, naming it, even one that an object inherits', () => {
    for (const field of ['password', 'constructor', '__proto__', 'toString', "name;DROP TABLE accounts"]) {
      const error = refusal(() => parsePageQuery({ sort: `${field},asc` }, SORTABLE));
      expect(error.code).toBe('VALIDATION.INVALID_PARAMETER');
      expect(error.detail).toContain(`${field} is not sortable`);
    }
  });

  it('refuses a bad direction, a negative page or size, a fractional page, and names the parameter', () => {
    const cases: Array<[PageQueryInput, string]> = [
      [{ sort: 'name,sideways' }, 'query.sort'],
      [{ sort: ',asc' }, 'query.sort'],
      [{ page: -1 }, 'query.page'],
      [{ size: -5 }, 'query.size'],
      [{ size: 0 }, 'query.size'],
      [{ page: 1.5 }, 'query.page'],
    ];
    for (const [input, name] of cases) expect(refusal(() => parsePageQuery(input, SORTABLE)).detail).toContain(name);
    expect(refusal(() => parsePageQuery({ size: -1 }, {}, { in: 'body' })).detail).toContain('body.size');
  });

  it('treats a default sort outside the whitelist as a server bug, not a caller error', () => {
    expect(() => parsePageQuery({}, SORTABLE, { defaultSort: ['secret,asc'] })).toThrow(/default sort/);
    expect(() => parsePageQuery({}, SORTABLE, { defaultSort: ['secret,asc'] })).not.toThrow(AppError);
  });

  it('builds ORDER BY terms from whitelisted columns only, with a unique tiebreaker last', () => {
    const { sort } = parsePageQuery({ sort: ['name,desc'] }, SORTABLE);
    expect(orderByTerms(sort, 'id')).toEqual(['lower(name) DESC', 'id ASC']);
    expect(orderByTerms([{ field: 'id', column: 'id', direction: 'desc' }], 'id')).toEqual(['id DESC']);
  });
});

describe('the query schema over HTTP', () => {
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    const typed = Fastify({ logger: false }).withTypeProvider<TypeBoxTypeProvider>();
    app = typed;
    installValidators(app);
    await app.register(errorHandlerPlugin);
    await app.register(ingressPlugin, { portalAccessCodes: ['unused'], trustedProxies: [] });
    typed.get('/paged', { schema: { querystring: PageQuery(SORTABLE) } }, async (request) =>
      parsePageQuery(request.query, SORTABLE, { defaultSort: ['createdAt,desc'] }),
    );
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = async (query: string) => {
    const response = await fetch(`${base}/paged${query}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('applies defaults and caps size at 100 silently', async () => {
    expect((await get('')).body).toMatchObject({ page: 0, size: 20, offset: 0 });
    expect(await get('?page=3&size=500')).toMatchObject({ status: 200, body: { page: 3, size: 100, offset: 300 } });
  });

  it('takes a single sort and repeated sorts, the first primary', async () => {
    const one = await get('?sort=name,desc');
    expect(one.body.sort).toEqual([{ field: 'name', column: 'lower(name)', direction: 'desc' }]);
    const two = await get('?sort=createdAt,asc&sort=name,desc');
    expect((two.body.sort as Array<{ field: string }>).map((term) => term.field)).toEqual(['createdAt', 'name']);
  });

  it.each([
    ['?size=-1', 'query.size'],
    ['?size=0', 'query.size'],
    ['?page=-1', 'query.page'],
    ['?page=abc', 'query.page'],
    ['?sort=password,asc', 'password is not sortable'],
    ['?sort=name,up', 'query.sort'],
    ['?sort=a&sort=a&sort=a&sort=a&sort=a&sort=a&sort=a&sort=a&sort=a', 'query.sort'],
    ['?limit=5', 'query.limit'],
  ])('answers %s with 400 VALIDATION.INVALID_PARAMETER naming %s', async (query, named) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION.INVALID_PARAMETER');
    expect(body.message).toContain(named);
  });
});
