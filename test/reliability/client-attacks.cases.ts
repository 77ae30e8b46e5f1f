/**
 * Attacks through the clients (RELIABILITY.md), as data: ids that would leave their path
 * segment, credentials a server echoes into its answer, answers without end, paging numbers
 * that lie. Side-effect free: test/client/client-attacks.test.ts drives these cases and
 * `CLIENT_ATTACKS_TABLE` is built from them, so a row exists only if a test runs it. No
 * secret appears here: answers that echo one are functions of the value echoed.
 */
import type { ReliabilityRow, ReliabilityTable } from "./reliability-table";

/** One row of the table; `name` is the test's title. */
export interface ClientAttackCase extends ReliabilityRow {
  readonly name: string;
}

// ---------------------------------------------------------------- ids in paths

/** A value that cannot be one segment of a request path. */
export interface SegmentCase extends ClientAttackCase {
  readonly value: string;
  /** What every refusal says about it. */
  readonly problem: string;
}

const PATH_CALLERS =
  "ProxyAdminClient listTokens, createToken, getToken, revokeToken and revokeAllTokens (user and service principal), " +
  "createTokenReconciled, DatafoldClient.getQueryLineage, and the data functions getProxyTokens and getQueryLineage";

function segmentCase(value: string, shown: string, why: string, problem: string): SegmentCase {
  return {
    name: `the id ${shown} (${why}) is refused by every method that puts it in a path, and nothing is sent`,
    tried: `principal id, fingerprint or principalId ${shown} (${why}) given to ${PATH_CALLERS}; ProxyToken check with principalId ${shown}`,
    observed:
      `each throws InvalidArgumentError naming principal.id, fingerprint or principalId, saying "${problem}" and ` +
      '"Nothing was sent."; the server logged no request line; check fails principalId with the same reason',
    value,
    problem,
  };
}

export const SEGMENT_CASES: readonly SegmentCase[] = [
  segmentCase("..", '".."', "the parent path", 'must not be "..": it is one segment of the API path'),
  segmentCase(".", '"."', "the same path", 'must not be ".": it is one segment of the API path'),
  segmentCase(" .. ", '" .. "', "the parent path with spaces around it", 'must not be ".."'),
  segmentCase("\uD800", '"\\uD800"', "a lone high surrogate, a raw URIError before", "lone UTF-16 surrogate at index 0"),
  segmentCase("id\uDC00", '"id\\uDC00"', "a lone low surrogate", "lone UTF-16 surrogate at index 2"),
];

export const QUERY_TEXT: ClientAttackCase = {
  name: "a tag or statement type holding a lone surrogate is refused rather than sent as U+FFFD",
  tried: 'listMonitors and listAllMonitors with tags ["ok\\uD800"]; getTopQueries with statementType "\\uDC00"',
  observed: 'InvalidArgumentError naming tags[0] or statementType, saying "lone UTF-16 surrogate"; the server logged no request line',
};

export const SENT_URL: ClientAttackCase = {
  name: "an error shows the URL exactly as it was sent",
  tried: 'listTokens of user "a b/c?d#e%2e" and getQueryLineage("x y.."), each answered 404',
  observed:
    "the logged request lines are `GET /admin/users/a%20b%2Fc%3Fd%23e%252e/tokens` and " +
    "`GET /api/v1/lineagev2/query/x%20y../lineage`; NotFoundError.url is the server's origin followed by exactly " +
    "that target, and the message shows it",
};

export const DOTS_INSIDE: ClientAttackCase = {
  name: "ids with dots that are not whole dot segments are sent as one segment",
  tried: 'listTokens of users "...", ".hidden" and "a..b"',
  observed: "the logged request lines are `GET /admin/users/.../tokens`, `GET /admin/users/.hidden/tokens` and `GET /admin/users/a..b/tokens`",
};

export const PATH_GUARD: ClientAttackCase = {
  name: "a request path that URLs would rewrite is refused before sending, as a bug of the package",
  tried: "HttpClient.request (under every client method) with the paths `/admin/users/../tokens` and `/api/v1/%2e%2e/x`, as a method built without pathSegment would make",
  observed: 'each rejects with an InvalidArgumentError saying "this is a bug in pulumi-datafold" and "Nothing was sent."; the server logged no request line',
};

// ---------------------------------------------------------------- echoed credentials

/** An answer of the test server. */
export interface Answer {
  readonly status: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body: string;
}

/** A server that repeats `echo` (the client's credential, or a proxy token) in one field of its answer. */
export interface EchoCase extends ClientAttackCase {
  readonly client: "DatafoldClient" | "ProxyAdminClient";
  readonly answer: (echo: string) => Answer;
  readonly errorName: string;
  /** The property the echo lands in, and what it must show instead (proof the echo went through it). */
  readonly field?: { readonly property: string; readonly shows: string; readonly maxLength?: number };
}

const NOWHERE =
  "neither the credential nor the proxy token, whole or any 6 characters of its secret part, is in the message, stack, " +
  "JSON.stringify, util.inspect or any property";
const ECHOES = "the client's credential, then a `sqlp_pcp_` proxy token";

/** `echo` placed so that it straddles position `cut` of the text. */
export function straddling(cut: number, echo: string, filler = "x"): string {
  const before = cut - Math.floor(echo.length / 2);
  return filler.repeat(before) + echo + filler.repeat(400);
}

const proxyJson = (status: number, body: unknown, headers?: Record<string, string>): Answer => ({ status, headers, body: JSON.stringify(body) });

function echoCase(c: Omit<EchoCase, "tried" | "observed"> & { where: string; shown: string }): EchoCase {
  const { where, shown, ...rest } = c;
  return {
    ...rest,
    tried: `${c.client} answered ${where}, echoing in turn ${ECHOES}`,
    observed: `${c.errorName}${shown}; ${NOWHERE}`,
  };
}

export const ECHO_CASES: readonly EchoCase[] = [
  echoCase({
    name: "a request id that echoes a credential is scrubbed",
    client: "ProxyAdminClient",
    answer: (echo) => proxyJson(404, { error_code: "NOT_FOUND", message: "no such user" }, { "x-request-id": echo }),
    errorName: "NotFoundError",
    field: { property: "requestId", shows: "[redacted]" },
    where: "404 with the value as its `x-request-id` header",
    shown: " whose requestId shows [redacted]",
  }),
  echoCase({
    name: "a request id of 5 000 characters is cut to 128, after it is scrubbed",
    client: "DatafoldClient",
    answer: (echo) => proxyJson(404, { detail: "Not Found" }, { "x-request-id": straddling(128, echo, "r").padEnd(5_000, "r") }),
    errorName: "NotFoundError",
    field: { property: "requestId", shows: "[redac", maxLength: 129 },
    where: "404 whose 5 000-character `x-request-id` holds the value across position 128",
    shown: " whose requestId is at most 128 characters and an ellipsis",
  }),
  echoCase({
    name: "a proxy error_code that echoes a credential is scrubbed",
    client: "ProxyAdminClient",
    answer: (echo) => proxyJson(400, { error_code: `INVALID_TOKEN_${echo}`, message: "bad request" }),
    errorName: "BadRequestError",
    field: { property: "serverCode", shows: "[redacted]" },
    where: "400 whose `error_code` holds the value",
    shown: " whose serverCode shows [redacted]",
  }),
  echoCase({
    name: "a proxy message that echoes a credential is scrubbed",
    client: "ProxyAdminClient",
    answer: (echo) => proxyJson(403, { error_code: "FORBIDDEN", message: `token ${echo} is not allowed` }),
    errorName: "AuthenticationError",
    field: { property: "serverMessage", shows: "[redacted]" },
    where: "403 whose `message` holds the value",
    shown: " whose serverMessage shows [redacted]",
  }),
  echoCase({
    name: "a proxy message of 5 000 characters is cut to 1 000, after it is scrubbed",
    client: "ProxyAdminClient",
    answer: (echo) => proxyJson(400, { error_code: "BAD", message: straddling(1_000, echo).padEnd(5_000, "x") }),
    errorName: "BadRequestError",
    field: { property: "serverMessage", shows: "[redac", maxLength: 1_001 },
    where: "400 whose 5 000-character `message` holds the value across position 1 000",
    shown: " whose serverMessage is at most 1 000 characters and an ellipsis",
  }),
  echoCase({
    name: "a FastAPI detail that echoes a credential is scrubbed",
    client: "DatafoldClient",
    answer: (echo) => proxyJson(404, { detail: `no data diff for key ${echo}` }),
    errorName: "NotFoundError",
    field: { property: "serverMessage", shows: "[redacted]" },
    where: "404 whose `detail` holds the value",
    shown: " whose serverMessage shows [redacted]",
  }),
  echoCase({
    name: "every part of a 422 issue that echoes a credential is scrubbed",
    client: "DatafoldClient",
    answer: (echo) =>
      proxyJson(422, { detail: [{ loc: ["header", echo], msg: `bad key ${echo}`, type: `value_error.${echo}`, input: echo }] }),
    errorName: "ValidationError",
    field: { property: "issues", shows: "[redacted]" },
    where: "422 whose `detail[0]` holds the value in `loc`, `msg`, `type` and `input`",
    shown: " whose issues show [redacted] in loc, msg and type",
  }),
  echoCase({
    name: "a non-JSON error page with a credential across position 200 is scrubbed before it is cut",
    client: "DatafoldClient",
    answer: (echo) => ({ status: 500, headers: { "content-type": "text/html" }, body: straddling(200, echo) }),
    errorName: "ServerError",
    field: { property: "serverMessage", shows: "[redac", maxLength: 201 },
    where: "500 with an HTML body holding the value across position 200 (where the page is cut)",
    shown: " whose serverMessage is at most 200 characters and an ellipsis",
  }),
  echoCase({
    name: "a 2xx body that is not JSON and echoes a credential leaves no trace of it",
    client: "DatafoldClient",
    answer: (echo) => ({ status: 200, headers: { "content-type": "application/json" }, body: `{"id": ${echo}` }),
    errorName: "UnexpectedResponseError",
    where: "200 whose body is broken JSON holding the value",
    shown: ' whose only problem is at "(body)"',
  }),
  echoCase({
    name: "a 2xx body of the wrong shape that echoes a credential in keys and values leaves no trace of it",
    client: "ProxyAdminClient",
    answer: (echo) => proxyJson(200, { data: { id: echo, [echo]: echo, prefix: echo, label: [echo] } }),
    errorName: "UnexpectedResponseError",
    where: "200 to getToken whose token has the value as `id`, `prefix`, a key, and in `label`",
    shown: " naming the fields at fault",
  }),
];

// ---------------------------------------------------------------- answers without end

/** How the server sends a body too large for the limit. */
export type OversizeBody = "declared" | "endless" | "gzip-bomb";

export interface SizeCase extends ClientAttackCase {
  readonly body: OversizeBody;
  readonly status: number;
  /** The client option maxResponseBytes; absent for the default (64 MiB). */
  readonly limit?: number;
}

const MiB = 1024 * 1024;

export const SIZE_CASES: readonly SizeCase[] = [
  {
    name: "an answer whose Content-Length is over the limit is refused before its body is read",
    tried: "GET answered 200 with Content-Length 300 MiB, maxResponseBytes 1 MiB; the server sends 64 KiB, then waits",
    observed:
      "ResponseTooLargeError naming the endpoint, the limit 1048576, declaredBytes 314572800 and how to raise it, in " +
      "under 2 s; the server saw the connection closed; 1 request line (not retried)",
    body: "declared",
    status: 200,
    limit: MiB,
  },
  {
    name: "an endless answer is cut off as soon as the limit is passed",
    tried: "GET answered 200, chunked, without end, maxResponseBytes 1 MiB",
    observed:
      "ResponseTooLargeError with receivedBytes above 1 MiB and below 2 MiB; the server saw the connection closed " +
      "after writing less than 1 MiB + 16 MiB of socket buffers; 1 request line",
    body: "endless",
    status: 200,
    limit: MiB,
  },
  {
    name: "a compressed answer is counted after decompression",
    tried: "GET answered 200 with a 16 MiB gzip bomb of about 16 KiB (Content-Encoding: gzip), maxResponseBytes 1 MiB",
    observed: "ResponseTooLargeError with receivedBytes above 1 MiB (decompressed bytes) and no declaredBytes; 1 request line",
    body: "gzip-bomb",
    status: 200,
    limit: MiB,
  },
  {
    name: "an oversized 503 answer is not retried",
    tried: "GET answered 503, chunked, without end, maxResponseBytes 1 MiB (a 503 is otherwise retried 5 times)",
    observed: "ResponseTooLargeError; 1 request line; no onRetry event",
    body: "endless",
    status: 503,
    limit: MiB,
  },
  {
    name: "the default limit stops an endless answer at 64 MiB without holding it all",
    tried: "GET answered 200, chunked, without end, default maxResponseBytes",
    observed:
      "ResponseTooLargeError with limitBytes 67108864; heap and buffers grew by less than 256 MiB at their peak " +
      "(sampled every 10 ms); the server saw the connection closed after writing less than 64 MiB + 16 MiB",
    body: "endless",
    status: 200,
  },
];

export const EXACT_LIMIT: ClientAttackCase = {
  name: "an answer of exactly the limit is read, and one byte more is refused",
  tried: "a 1 MiB JSON data diff with maxResponseBytes 1048576, then 1048575",
  observed: "the first returns the data diff; the second throws ResponseTooLargeError with declaredBytes 1048576",
};

export const LIMIT_SETTING: ClientAttackCase = {
  name: "maxResponseBytes is read from the option, then the stack config, then the environment",
  tried:
    "a 4 KiB answer with the limit 2048 given as option, datafold:maxResponseBytes or DATAFOLD_MAX_RESPONSE_BYTES " +
    "(each over a looser one further down); then the values 0, 1.5 and 600 MiB",
  observed:
    "each throws ResponseTooLargeError with limitBytes 2048; the bad values throw InvalidConfigurationError naming " +
    "where they came from and the range 1024 to 536870912",
};

export const OVERSIZED_CREATE: ClientAttackCase = {
  name: "a token create answered with an oversized body is reconciled as a create whose answer was lost",
  tried: "emulator: every token create committed, then answered 201 with a 64 KiB body; maxResponseBytes 8192; createToken, then createTokenReconciled",
  observed:
    'createToken throws ResponseTooLargeError saying "The server may have acted on it"; createTokenReconciled throws ' +
    "UnresolvedCreateError with 3 revokedOrphanIds, and the principal is left with no active token of that label",
};

// ---------------------------------------------------------------- paging that lies

/** A page as the vendor's MonitorList schema describes it. */
export interface PageBody {
  readonly count: number;
  readonly page: number;
  readonly page_size: number;
  readonly total_pages: number;
  readonly monitors: readonly object[];
}

/** What the server answers when asked for `page` of `pageSize`. */
export interface PageAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly delayMs?: number;
}

export interface PagingCase extends ClientAttackCase {
  readonly via: "listAllMonitors" | "getMonitors";
  readonly params: { readonly pageSize?: number; readonly concurrency?: number; readonly maxPages?: number };
  readonly answer: (page: number, pageSize: number) => PageAnswer;
  readonly errorName: "TooManyPagesError" | "UnexpectedResponseError" | "NotFoundError";
  readonly messageIncludes: readonly string[];
  /** The pages requested, in the order logged. */
  readonly requests: readonly number[];
}

/** A minimal valid monitor. */
export function monitor(id: number): object {
  return { id, name: `m${id}`, monitor_type: "diff", created_at: "2024-01-01T00:00:00Z", modified_at: "2024-01-01T00:00:00Z", enabled: true };
}

const monitorsFrom = (first: number, n: number) => Array.from({ length: Math.max(0, n) }, (_, i) => monitor(first + i));

/** A truthful page of a listing of `count` monitors. */
export function honestPage(count: number, page: number, size: number): PageBody {
  const start = (page - 1) * size;
  return { count, page, page_size: size, total_pages: Math.ceil(count / size), monitors: monitorsFrom(start + 1, Math.min(size, count - start)) };
}

const ok = (body: unknown): PageAnswer => ({ status: 200, body });
const HUGE = 34_575_788;

function pagingCase(c: Omit<PagingCase, "observed">): PagingCase {
  const pages = c.requests.length === 1 ? "only page 1 was requested" : `only pages ${c.requests.join(", ")} were requested (concurrency 1)`;
  return { ...c, observed: `${c.errorName} saying ${c.messageIncludes.map((m) => `"${m}"`).join(", ")}; ${pages}` };
}

export const PAGING_CASES: readonly PagingCase[] = [
  pagingCase({
    name: "a first page announcing 34 million pages fails after one request",
    tried: `listAllMonitors; page 1 valid by the schema and self-consistent: total_pages ${HUGE}, count ${HUGE * 100}, page_size 100`,
    via: "listAllMonitors",
    params: {},
    answer: (page, size) => ok({ ...honestPage(HUGE * 100, page, size) }),
    errorName: "TooManyPagesError",
    messageIncludes: ["Page 1 of list monitors announced 34575788 pages", "more than maxPages 10000", "raise maxPages or pageSize"],
    requests: [1],
  }),
  pagingCase({
    name: "getMonitors is bounded by the same default",
    tried: `getMonitors (data function), same page 1 announcing ${HUGE} pages`,
    via: "getMonitors",
    params: {},
    answer: (page, size) => ok(honestPage(HUGE * 100, page, size)),
    errorName: "TooManyPagesError",
    messageIncludes: ["announced 34575788 pages", "more than maxPages 10000"],
    requests: [1],
  }),
  pagingCase({
    name: "getMonitors passes maxPages on",
    tried: "getMonitors with maxPages 2 over 250 monitors in pages of 100",
    via: "getMonitors",
    params: { pageSize: 100, maxPages: 2 },
    answer: (page, size) => ok(honestPage(250, page, size)),
    errorName: "TooManyPagesError",
    messageIncludes: ["announced 3 pages (count 250, page_size 100), more than maxPages 2"],
    requests: [1],
  }),
  pagingCase({
    name: "a total_pages that disagrees with count fails on page 1",
    tried: `listAllMonitors; page 1 says count 45, page_size 100, total_pages ${HUGE}`,
    via: "listAllMonitors",
    params: {},
    answer: (page, size) => ok({ ...honestPage(45, page, size), total_pages: HUGE }),
    errorName: "UnexpectedResponseError",
    messageIncludes: ["list monitors (GET", `at total_pages: expected 1 (count 45 / page_size 100, rounded up), received ${HUGE}`],
    requests: [1],
  }),
  pagingCase({
    name: "a page numbered other than asked fails",
    tried: "listAllMonitors with concurrency 1 over 300 monitors; page 2 answers as page 1",
    via: "listAllMonitors",
    params: { concurrency: 1 },
    answer: (page, size) => ok({ ...honestPage(300, page, size), page: page === 2 ? 1 : page }),
    errorName: "UnexpectedResponseError",
    messageIncludes: ["at page: expected 2 (the page asked for), received 1"],
    requests: [1, 2],
  }),
  pagingCase({
    name: "a later page in another page size than page 1 fails",
    tried: "listAllMonitors with concurrency 1 over 300 monitors; page 1 comes in a page of 100, page 2 in pages of 50",
    via: "listAllMonitors",
    params: { concurrency: 1 },
    answer: (page, size) => ok(honestPage(300, page, page === 2 ? 50 : size)),
    errorName: "UnexpectedResponseError",
    messageIncludes: ["at page_size: expected 100 (the page size page 1 was served with, and asked for since), received 50"],
    requests: [1, 2],
  }),
  pagingCase({
    name: "a capped page size counts against maxPages in the size served",
    tried: "listAllMonitors with pageSize 500 and maxPages 2 over 250 monitors; the server caps pages at 100",
    via: "listAllMonitors",
    params: { pageSize: 500, maxPages: 2 },
    answer: (page, size) => ok(honestPage(250, page, Math.min(size, 100))),
    errorName: "TooManyPagesError",
    messageIncludes: [
      "announced 3 pages (count 250, page_size 100), more than maxPages 2",
      "the service serves at most 100 items per page, fewer than the 500 asked for",
    ],
    requests: [1],
  }),
  pagingCase({
    name: "a capped page that announces more pages than its count and size allow fails",
    tried: "listAllMonitors with pageSize 500 over 250 monitors; the server caps pages at 100 and says total_pages 1",
    via: "listAllMonitors",
    params: { pageSize: 500 },
    answer: (page, size) => ok({ ...honestPage(250, page, Math.min(size, 100)), total_pages: 1 }),
    errorName: "UnexpectedResponseError",
    messageIncludes: ["at total_pages: expected 3 (count 250 / page_size 100, rounded up), received 1"],
    requests: [1],
  }),
  pagingCase({
    name: "a page with more items than page_size fails",
    tried: "listAllMonitors; page 1 says count 150, page_size 100, total_pages 2 and holds 150 monitors",
    via: "listAllMonitors",
    params: {},
    answer: (page, size) => ok({ ...honestPage(150, page, size), monitors: monitorsFrom(1, 150) }),
    errorName: "UnexpectedResponseError",
    messageIncludes: ["at monitors: expected at most page_size 100 items, received 150"],
    requests: [1],
  }),
  pagingCase({
    name: "a short page before the last fails",
    tried: "listAllMonitors with concurrency 1 over 300 monitors; page 2 of 3 holds 10 monitors",
    via: "listAllMonitors",
    params: { concurrency: 1 },
    answer: (page, size) => ok(page === 2 ? { ...honestPage(300, page, size), monitors: monitorsFrom(101, 10) } : honestPage(300, page, size)),
    errorName: "UnexpectedResponseError",
    messageIncludes: ["at monitors: expected a full page of 100 items (page 2 of 3), received 10"],
    requests: [1, 2],
  }),
];

export const CAPPED_PAGES: ClientAttackCase = {
  name: "a service that caps the page size is walked in its own pages",
  tried:
    "a server that serves at most 20 monitors a page, whatever page_size asks; 45 monitors listed with listAllMonitors " +
    "(page size 100), getMonitors and the iterator",
  observed:
    "each returns the 45 monitors in the server's order, each once; page 1 is asked for in pages of 100, pages 2 and 3 in " +
    "pages of 20, the size page 1 was served in",
};

export const PAGE_POOL: ClientAttackCase = {
  name: "pages are pulled by a pool of workers, each page once",
  tried: "listAllMonitors over 5 000 monitors in 50 pages, concurrency 3, each page answered after 30 ms",
  observed: "5 000 monitors in the server's order; the request log holds each page 1 to 50 once; at most 3 requests were in flight, and 3 were at once",
};

export const PAGE_POOL_FAILURE: ClientAttackCase = {
  name: "no page is started after one fails",
  tried: "the same listing, concurrency 3, page 5 answered 404 at once and every other page after 50 ms",
  observed:
    "NotFoundError; 200 ms later the request log holds pages 1 to 5, each once, and at most pages 6 and 7 besides " +
    "(those in flight when page 5 failed): none above 7",
};

export const EMPTY_LISTING: ClientAttackCase = {
  name: "an empty listing is accepted as 0 pages or as 1 empty page",
  tried: "listAllMonitors; page 1 says count 0 with total_pages 0, then with total_pages 1",
  observed: "both return []; 1 request line each",
};

export const CLIENT_ATTACKS_TABLE: ReliabilityTable = {
  title: "Attacks through the client",
  method:
    "A plain HTTP server on 127.0.0.1 logs the request line of every request exactly as it arrives and answers as the " +
    "attack needs: ids that would leave their path segment, credentials echoed into each field of an answer, bodies " +
    "too large or without end, paging numbers that lie. Each test asserts the error, the request lines logged (or that " +
    "there were none), and for echoes that no secret survives anywhere in the error.",
  testFile: "test/client/client-attacks.test.ts",
  rows: [
    ...SEGMENT_CASES,
    QUERY_TEXT,
    SENT_URL,
    DOTS_INSIDE,
    PATH_GUARD,
    ...ECHO_CASES,
    ...SIZE_CASES,
    EXACT_LIMIT,
    LIMIT_SETTING,
    OVERSIZED_CREATE,
    ...PAGING_CASES,
    CAPPED_PAGES,
    PAGE_POOL,
    PAGE_POOL_FAILURE,
    EMPTY_LISTING,
  ].map(({ tried, observed }) => ({ tried, observed })),
};
