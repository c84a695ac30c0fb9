// The pagination family against a faithful target (nothing fails) and against one planted fault per
// promise: the proxy in front of the sandbox plays a server that pages, links, sorts, filters or
// bounds a list wrongly, and the kit must fail on it with the exchange that shows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../src/index.js';
import {
  type Fault,
  type FaultyTarget,
  type ProxiedRequest,
  rewriteJson,
  startFaultyTarget,
} from './support/faulty-target.js';

let target: FaultyTarget;
beforeAll(async () => {
  target = await startFaultyTarget();
});
afterAll(async () => {
  await target?.close();
});

const pathOf = (request: ProxiedRequest) => request.url.split('?')[0] ?? '';
const queryOf = (request: ProxiedRequest) => new URLSearchParams(request.url.split('?')[1] ?? '');
const isList = (request: ProxiedRequest, path: string) => request.method === 'GET' && pathOf(request) === path;

/** Sends list requests to `path` with their query changed. */
function rewriteQuery(path: string, change: (query: URLSearchParams) => void): Fault {
  return (request, forward) => {
    if (!isList(request, path)) return forward(request);
    const query = queryOf(request);
    change(query);
    return forward({ ...request, url: `${pathOf(request)}?${query}` });
  };
}

type Page = {
  data: unknown[];
  meta: { pagination: { page: number; per_page: number; total_entries: number; total_pages: number } };
  links: Record<string, string | null>;
};

/** Changes the pages of a list as answered. */
function rewritePage(path: string, change: (body: Page, request: ProxiedRequest) => void): Fault {
  return rewriteJson(
    (request, answer) => isList(request, path) && answer.status === 200,
    (body, request) => {
      change(body as unknown as Page, request);
      return body;
    },
  );
}

/** The failures of a check, which must have failed; each message with whether it carries an exchange. */
function failuresOf(report: RunReport, id: string): { message: string; exchange: boolean }[] {
  const result = report.results.find((r) => r.id === id);
  expect(result, `no check ${id}`).toBeDefined();
  expect(result?.outcome, `${id} should have failed`).toBe('failed');
  return (result?.failures ?? []).map((f) => ({ message: f.message, exchange: f.exchange !== undefined }));
}

async function expectFailure(fault: Fault, id: string, message: RegExp, withExchange = true): Promise<void> {
  target.plant(fault);
  const report = await target.run({ only: [id] });
  const failures = failuresOf(report, id);
  expect(
    failures.some((f) => message.test(f.message) && (f.exchange || !withExchange)),
    failures.map((f) => f.message).join('\n'),
  ).toBe(true);
}

describe('pagination', () => {
  it('passes against the sandbox, every list exercised', async () => {
    target.plant(undefined);
    const report = await target.run({ only: ['pagination'] });
    const failed = report.results
      .filter((r) => r.outcome === 'failed')
      .map((r) => `${r.id}: ${r.failures[0]?.message}`);
    expect(failed).toEqual([]);
    expect(report.results.filter((r) => r.outcome === 'passed').length).toBeGreaterThan(95);
  }, 120_000);

  it('passes when items move after the first reading, reading the list again around each filter', async () => {
    // The first whole reading of the images says every image is of one distribution, as if the
    // others had changed since: a faithful server whose items moved. The filters then disagree
    // with it, and the kit must read again rather than fail.
    let first = true;
    let wholeReadings = 0;
    const moved = rewriteJson(
      (request, answer) =>
        isList(request, '/api/v1/images/') &&
        answer.status === 200 &&
        queryOf(request).get('per_page') === '100' &&
        !queryOf(request).has('distribution'),
      (body) => {
        wholeReadings += 1;
        if (!first) return body;
        first = false;
        const data = body.data as { distribution: string }[];
        const one = data[0]?.distribution;
        for (const image of data) image.distribution = one as string;
        return body;
      },
    );
    target.plant(moved);
    const report = await target.run({ only: ['pagination.filters.listImages'] });
    const result = report.results.find((r) => r.id === 'pagination.filters.listImages');
    expect(result?.failures.map((f) => f.message)).toEqual([]);
    expect(result?.outcome).toBe('passed');
    expect(wholeReadings).toBeGreaterThan(1);
  });

  it('fails when the default page size is not the documented one', async () => {
    await expectFailure(
      rewriteQuery('/api/v1/servers/', (query) => {
        if (!query.has('per_page')) query.set('per_page', '2');
      }),
      'pagination.default-page.listServers',
      /meta\.pagination\.per_page is 2/,
    );
  });

  it('fails when total_pages is off by one', async () => {
    await expectFailure(
      rewritePage('/api/v1/images/', (body) => {
        body.meta.pagination.total_pages += 1;
      }),
      'pagination.walk.listImages',
      /total_pages is \d+, expected \d+/,
    );
  });

  it('fails when page 2 onwards is read one page too far (an offset error)', async () => {
    await expectFailure(
      rewriteQuery('/api/v1/dns/zones/example.com/records/', (query) => {
        const page = Number(query.get('page') ?? 1);
        if (page >= 2) query.set('page', String(page + 1));
      }),
      'pagination.walk.listDnsRecords',
      /items, expected \d+ of|meta\.pagination\.page is/,
    );
  });

  it('fails when links.next drops the sort and the filters', async () => {
    await expectFailure(
      rewritePage('/api/v1/dns/zones/example.com/records/', (body) => {
        if (!body.links.next) return;
        const url = new URL(body.links.next);
        for (const name of ['sort', 'type', 'name']) url.searchParams.delete(name);
        body.links.next = url.toString();
      }),
      'pagination.links-keep-query.listDnsRecords',
      /links\.next .* drops /,
    );
  });

  it('fails when links.prev is set on the first page', async () => {
    await expectFailure(
      rewritePage('/api/v1/plans/', (body) => {
        if (body.meta.pagination.page === 1) body.links.prev = body.links.first ?? null;
      }),
      'pagination.walk.listPlans',
      /links\.prev is .*, expected null on the first page/,
    );
  });

  it('fails when links.next on the last page leads past it', async () => {
    await expectFailure(
      rewritePage('/api/v1/actions/', (body) => {
        const { page, total_pages } = body.meta.pagination;
        if (page >= total_pages && body.links.last)
          body.links.next = body.links.last.replace(/page=\d+/, `page=${page + 1}`);
      }),
      'pagination.walk.listActions',
      /links\.next .* is past the last page|expected null on the last page/,
    );
  });

  it('fails when a page past the last is an error', async () => {
    await expectFailure(
      async (request, forward) => {
        const answer = await forward(request);
        if (!isList(request, '/api/v1/locations/') || answer.status !== 200) return answer;
        const body = JSON.parse(answer.body.toString('utf8')) as Page;
        if (body.data.length > 0 || body.meta.pagination.page === 1) return answer;
        const problem = {
          type: 'https://api.vps-hosting.example/problems/not_found',
          title: 'Not found',
          status: 404,
          code: 'not_found',
          request_id: answer.headers['x-request-id'],
        };
        return {
          ...answer,
          status: 404,
          headers: { ...answer.headers, 'content-type': 'application/problem+json' },
          body: Buffer.from(JSON.stringify(problem)),
        };
      },
      'pagination.past-last.listLocations',
      /listLocations answered 404, expected 200/,
    );
  });

  it('fails when an empty result counts one page', async () => {
    await expectFailure(
      rewritePage('/api/v1/servers/', (body) => {
        if (body.meta.pagination.total_entries === 0) body.meta.pagination.total_pages = 1;
      }),
      'pagination.empty.listServers',
      /total_pages is 1, expected 0/,
    );
  });

  it('fails when a descending sort is answered ascending', async () => {
    await expectFailure(
      rewriteQuery('/api/v1/servers/', (query) => {
        const sort = query.get('sort');
        if (sort?.endsWith(':desc')) query.set('sort', sort.replace(':desc', ':asc'));
      }),
      'pagination.sort.listServers',
      /sort=\w+:desc: .* comes before/,
    );
  });

  it('fails when a filter is ignored', async () => {
    await expectFailure(
      rewriteQuery('/api/v1/images/', (query) => query.delete('distribution')),
      'pagination.filters.listImages',
      /distribution=\w+ listed .* which do not satisfy it/,
    );
  });

  it('fails when per_page past the maximum is clamped rather than refused', async () => {
    await expectFailure(
      rewriteQuery('/api/v1/tlds/', (query) => {
        if (Number(query.get('per_page')) > 100) query.set('per_page', '100');
      }),
      'pagination.per-page-bounds.listTlds',
      /listTlds answered 200, expected 400/,
    );
  });

  it('fails when a refused per_page names the parameter otherwise than query/<name>', async () => {
    await expectFailure(
      rewriteJson(
        (request, answer) => isList(request, '/api/v1/webhooks/') && answer.status === 400,
        (body) => {
          for (const error of (body.errors ?? []) as { field: string }[]) error.field = `/${error.field}`;
          return body;
        },
      ),
      'pagination.per-page-bounds.listWebhooks',
      /expected validation_failed with field query\/per_page/,
    );
  });
});
