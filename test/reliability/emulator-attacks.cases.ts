/**
 * The attacks on the emulator itself, as data: what each test of
 * test/emulator/emulator-attacks.test.ts tries and what it asserts. Side-effect free: the
 * test drives these cases and `EMULATOR_ATTACKS_TABLE` is built from them. Every request of
 * the tests is written byte for byte on a socket, so nothing normalises it on the way.
 */
import type { ReliabilityRow, ReliabilityTable } from "./reliability-table";

/** One row of the table; `name` is the test's title. */
export interface EmulatorAttackCase extends ReliabilityRow {
  readonly name: string;
}

// ---------------------------------------------------------------- authentication by route

/** A route that asks for a credential. Alice's token 1 exists when the tests call these. */
export interface ProtectedRoute {
  readonly method: "GET" | "POST" | "PATCH" | "DELETE";
  readonly path: string;
}

export const PROTECTED_ROUTES: readonly ProtectedRoute[] = [
  { method: "GET", path: "/api/v1/monitors" },
  { method: "PATCH", path: "/api/v1/datadiffs/101" },
  { method: "GET", path: "/admin/users/alice/tokens" },
  { method: "POST", path: "/admin/users/alice/tokens" },
  { method: "DELETE", path: "/admin/users/alice/tokens" },
  { method: "DELETE", path: "/admin/users/alice/tokens/1" },
  { method: "GET", path: "/admin/service-principals/etl/tokens" },
  { method: "POST", path: "/admin/service-principals/etl/tokens" },
  { method: "GET", path: "/admin/proxy-manager/tokens" },
  { method: "POST", path: "/admin/proxy-manager/tokens" },
  { method: "POST", path: "/__emulator/proxy/authenticate" },
];

const ROUTES = "every /api, /admin (users, service principals, proxy manager) and proxy-login route, with GET, POST, PATCH and DELETE";
const UNCHANGED = "no token is created or revoked, and data diff 101 is unchanged";

const segmentsOf = (path: string): string[] => path.split("/").slice(1);
const fromSegments = (segments: readonly string[]): string => `/${segments.join("/")}`;
const escape = (char: string, upper: boolean): string => {
  const hex = char.charCodeAt(0).toString(16).padStart(2, "0");
  return `%${upper ? hex.toUpperCase() : hex}`;
};
/** The path with segment `index`'s first letter percent-escaped. */
const escapeFirstLetter = (path: string, index: number, upper: boolean): string =>
  fromSegments(segmentsOf(path).map((segment, at) => (at === index ? segment.replace(/[a-z]/, (c) => escape(c, upper)) : segment)));
/** Each of the path's slashes but the first, one at a time, replaced. */
const eachInnerSlash = (path: string, replacement: string): string[] =>
  segmentsOf(path)
    .slice(1)
    .map((_, at) => {
      const segments = segmentsOf(path);
      return `/${segments.slice(0, at + 1).join("/")}${replacement}${segments.slice(at + 1).join("/")}`;
    });

/** Another spelling of a protected route's path, and what every one of them gets without a credential. */
export interface SpellingCase extends EmulatorAttackCase {
  readonly spell: (path: string, port: number) => readonly string[];
  readonly status: 400 | 401 | 404;
}

export const SPELLING_CASES: readonly SpellingCase[] = [
  {
    name: "a percent-escaped letter in any segment reaches the route and is asked for its credential",
    tried: `${ROUTES}: the first letter of each segment in turn percent-escaped, lower-case hex (\`/%61dmin/...\`), no credential`,
    observed: `each 401 "Not authenticated" or "Missing bearer token ..." (the matched route asks for its credential); ${UNCHANGED}`,
    spell: (path) => segmentsOf(path).map((_, index) => escapeFirstLetter(path, index, false)),
    status: 401,
  },
  {
    name: "a path escaped throughout, in mixed-case hex, is asked for its credential",
    tried: `${ROUTES}: every character of the path percent-escaped, hex digits alternating upper and lower case (\`/%6D%6f...\`), no credential`,
    observed: `each 401; ${UNCHANGED}`,
    spell: (path) => [
      [...path]
        .map((char, at) => (char === "/" ? char : escape(char, at % 2 === 0)))
        .join(""),
    ],
    status: 401,
  },
  {
    name: "an escaped slash, a dot segment or a doubled slash matches no route and reveals nothing",
    tried:
      `${ROUTES}: each inner slash in turn as \`%2F\` and \`%2f\`; \`/./\`, \`/x/../\`, \`/%2e/\` and \`/x/%2e%2e/\` before and after the ` +
      "first segment; `//` at the start and after the first segment; no credential",
    observed: `each 404 (no route matches, so none asks for a credential); ${UNCHANGED}`,
    spell: (path) => {
      const [first = "", ...rest] = segmentsOf(path);
      const after = rest.join("/");
      return [
        ...eachInnerSlash(path, "%2F"),
        ...eachInnerSlash(path, "%2f"),
        ...["./", "x/../", "%2e/", "x/%2e%2e/"].flatMap((dots) => [`/${dots}${first}/${after}`, `/${first}/${dots}${after}`]),
        `/${path}`,
        `/${first}//${after}`,
      ];
    },
    status: 404,
  },
  {
    name: "a request target that is not a path is refused",
    tried:
      `${ROUTES}: the absolute form \`http://127.0.0.1:<port><path>\`, also as \`HTTP://\`, with \`localhost\`, with \`evil.example\`, ` +
      "and as `https://`; and `*`; no credential",
    observed: `each 400 "Request target must be a path ..."; ${UNCHANGED}`,
    spell: (path, port) => [
      `http://127.0.0.1:${port}${path}`,
      `HTTP://127.0.0.1:${port}${path}`,
      `http://localhost:${port}${path}`,
      `http://evil.example${path}`,
      `https://127.0.0.1:${port}${path}`,
      "*",
    ],
    status: 400,
  },
];

/** A credential of the wrong kind or state, sent on escaped spellings of the admin routes. */
export interface WrongCredentialCase extends EmulatorAttackCase {
  readonly credential: "expired proxy-manager token" | "revoked proxy-manager token" | "principal token";
  readonly status: 401 | 403;
  readonly message: string;
}

const wrongCredential = (credential: WrongCredentialCase["credential"], status: 401 | 403, message: string): WrongCredentialCase => ({
  name: `${/^[aeiou]/.test(credential) ? "an" : "a"} ${credential} is refused on escaped admin paths`,
  tried: `${credential} on every admin route, the first letter of each segment in turn percent-escaped`,
  observed: `each ${status} "${message}"; ${UNCHANGED}`,
  credential,
  status,
  message,
});

export const WRONG_CREDENTIAL_CASES: readonly WrongCredentialCase[] = [
  wrongCredential("expired proxy-manager token", 401, "Token has expired"),
  wrongCredential("revoked proxy-manager token", 401, "Token has been revoked"),
  wrongCredential("principal token", 403, "Principal tokens cannot call admin endpoints"),
];

export const REFUSED_BEFORE_BODY: EmulatorAttackCase = {
  name: "a request without a credential is refused before its body arrives",
  tried:
    "POST /__emulator/proxy/authenticate, POST /admin/users/alice/tokens and PATCH /api/v1/datadiffs/101 without a credential, " +
    "announcing a 1 MiB JSON body and sending none of it",
  observed: "each answered 401 while the body is still missing (the check runs on the headers)",
};

export const UNPOLICED_ROUTE: EmulatorAttackCase = {
  name: "a route registered without an access policy fails the registration",
  tried: "registering GET /elsewhere and GET /apiv2/x on the emulator's app (paths no access policy covers)",
  observed: 'each registration throws "No access policy for the route"',
};

// ---------------------------------------------------------------- web pages and DNS rebinding

/** Headers a browser adds; `<port>` is replaced by the emulator's port. */
export interface BrowserCase extends EmulatorAttackCase {
  readonly headers: Readonly<Record<string, string>>;
}

const BROWSER_REQUESTS =
  "POST /__emulator/reset bodyless and as text/plain, POST /__emulator/clock as JSON, GET /__emulator/requests, " +
  "POST /admin/users/alice/tokens and GET /api/v1/monitors with valid credentials";
const REFUSED = `each 403 in the route's dialect with a message naming the header; the clock, the tokens and the log are unchanged`;

const refusedBrowser = (what: string, headers: Record<string, string>): BrowserCase => ({
  name: `a request with ${what} is refused`,
  tried: `${BROWSER_REQUESTS}, each with ${what}`,
  observed: REFUSED,
  headers,
});

export const REFUSED_BROWSER_CASES: readonly BrowserCase[] = [
  refusedBrowser("Origin: https://evil.example", { Origin: "https://evil.example" }),
  refusedBrowser("Origin: null", { Origin: "null" }),
  refusedBrowser("an Origin that only starts like a loopback one (http://127.0.0.1.evil.example)", { Origin: "http://127.0.0.1.evil.example" }),
  refusedBrowser("Origin: http://evil.localhost:<port> (*.localhost is not trusted)", { Origin: "http://evil.localhost:<port>" }),
  refusedBrowser("Sec-Fetch-Site: cross-site and no Origin", { "Sec-Fetch-Site": "cross-site" }),
  refusedBrowser("Host: evil.example (DNS rebinding) on an emulator bound to 127.0.0.1", { Host: "evil.example" }),
  refusedBrowser("Host: 127.0.0.1.nip.io:<port> on an emulator bound to 127.0.0.1", { Host: "127.0.0.1.nip.io:<port>" }),
];

export const ALLOWED_BROWSER_CASES: readonly BrowserCase[] = ([
  { Origin: "http://localhost:<port>" },
  { Origin: "http://127.0.0.1:<port>" },
  { Origin: "http://[::1]:<port>" },
  { Origin: "https://localhost:<port>" },
  { "Sec-Fetch-Site": "same-origin" },
  { "Sec-Fetch-Site": "none" },
  { Host: "localhost:<port>" },
  { Host: "localhost" },
  { Host: "127.1.2.3:<port>" },
  { Host: "[::1]:<port>" },
] as Array<Record<string, string>>).map((headers) => {
  const shown = Object.entries(headers).map(([name, value]) => `${name}: ${value}`).join(", ");
  return {
    name: `a request with ${shown} is answered`,
    tried: `${BROWSER_REQUESTS}, each with ${shown}`,
    observed: "each answered as without the header (200, or 201 for the token)",
    headers,
  };
});

export const ANY_HOST_OFF_LOOPBACK: EmulatorAttackCase = {
  name: "bound to 0.0.0.0 any Host is answered but a foreign Origin is still refused",
  tried: "an emulator bound to 0.0.0.0, reached at 127.0.0.1: GET /api/v1/monitors with Host: some.other.name, then also with Origin: https://evil.example",
  observed: "200 for the first; 403 for the second",
};

export const IPV6_LOOPBACK: EmulatorAttackCase = {
  name: "bound to [::1] the Host check holds",
  tried: "an emulator bound to ::1, reached at [::1]: GET /api/v1/monitors with Host: [::1]:<port>, then with Host: evil.example",
  observed: "200 for the first; 403 for the second (skipped where ::1 cannot be bound)",
};

// ---------------------------------------------------------------- the request log and the controls

/** A body nested 100,000 levels deep, as JSON text. */
export function deepJson(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;
}

export const DEEP_BODY_UNAUTHENTICATED: EmulatorAttackCase = {
  name: "a deep body without a credential is not kept and the log stays readable",
  tried: "POST /__emulator/proxy/authenticate without a token, its JSON body nested 100,000 levels deep",
  observed: "401; the log entry's body is null; GET /__emulator/requests answers 200",
};

export const DEEP_BODY_AUTHENTICATED: EmulatorAttackCase = {
  name: "a deep body with a credential is logged as a placeholder and the log stays readable",
  tried:
    'POST /admin/users/alice/tokens with the bootstrap token and the body `{"label": "deep", "extra": <nested 100,000 levels>}`, ' +
    "once chunked and once with Content-Length",
  observed:
    '201 each; GET /__emulator/requests answers 200, the entries\' bodies `{"omittedBody": "nested deeper than 32 levels", "bytes": null}` ' +
    'and `{"omittedBody": "larger than 4096 bytes", "bytes": <the Content-Length>}` (the size is checked first when it is declared)',
};

export const DEPTH_BOUND: EmulatorAttackCase = {
  name: "bodies are logged up to 32 levels deep",
  tried: "PATCH /api/v1/datadiffs/101 with the API key, bodies nested 32 and 33 levels deep",
  observed: "the first logged as sent; the second as the `nested deeper than 32 levels` placeholder",
};

export const OVERSIZE_BODY: EmulatorAttackCase = {
  name: "an oversize body with a credential is logged as a placeholder giving its size",
  tried: "POST /admin/users/alice/tokens with the bootstrap token and a 5,000-byte JSON body, once with Content-Length and once chunked",
  observed: '201 each; both log entries show `{"omittedBody": "larger than 4096 bytes", "bytes": 5000}`',
};

export const UNAUTHENTICATED_BODIES: EmulatorAttackCase = {
  name: "no body of a refused or unrouted request is kept",
  tried:
    "JSON bodies sent to POST /admin/users/alice/tokens without and with a wrong token, PATCH /api/v1/datadiffs/101 with a wrong key, " +
    "POST /__emulator/proxy/authenticate with an unknown token, and POST /nowhere (no route)",
  observed: "401, 401, 401, 401 and 404; each logged with its method, path and status, and body null",
};

export const LONG_TARGETS: EmulatorAttackCase = {
  name: "a long path or query is cut in the log",
  tried: "GET /api/v1/monitors?q=<2,000 characters> and GET /<3,000 characters> (no route), no credential",
  observed:
    '401 and 404; the first logged with query `{"omittedQuery": "longer than 1024 characters", "characters": 2002}`, ' +
    'the second with its path\'s first 2,048 characters and "... (3001 characters)"',
};

export const DEEP_FAULT_BODY: EmulatorAttackCase = {
  name: "a fault rule whose body nests too deep is refused and the faults stay listable",
  tried: "POST /__emulator/faults with a status rule whose `body` is nested 100,000 levels deep",
  observed: '400 "body: must not nest deeper than 32 levels"; GET /__emulator/faults answers 200 with no rule',
};

// ---------------------------------------------------------------- the data file

export const PLANTED_PID_LINK: EmulatorAttackCase = {
  name: "a symlink planted at the old predictable temporary name is never written through",
  tried: "a symlink at `state.json.tmp-<pid>` pointing to a file outside the data directory, then tokens created and the emulator restarted",
  observed: "the outside file keeps its content; the tokens are in the data file and still listed after the restart",
};

export const PLANTED_EXACT_LINK: EmulatorAttackCase = {
  name: "a write whose temporary name is taken by a symlink fails without following it",
  tried: "saveStateFile given a temporary path where a symlink to an outside file already is",
  observed: "the write rejects with EEXIST; the outside file and the data file keep their content; the symlink is left as it was",
};

export const PLANTED_RANDOM_LINKS: EmulatorAttackCase = {
  name: "symlinks planted at many random temporary names are never written through",
  tried: "200 symlinks at `state.json.tmp-<32 random hex digits>` pointing to an outside file, then 20 tokens created",
  observed: "the outside file keeps its content; the 20 tokens are in the data file",
};

export const LEFTOVER_LINKS: EmulatorAttackCase = {
  name: "start-up removes leftover temporary files and links without touching their targets",
  tried:
    "before start: `state.json.tmp-999999` and `state.json.tmp-<32 hex>` as files, and as symlinks to an outside file and an outside directory; " +
    "`state.json.tmp-notes` as a file",
  observed: "all leftovers are gone, `state.json.tmp-notes` stays; the outside file and directory keep their content",
};

export const DATA_FILE_MODE: EmulatorAttackCase = {
  name: "the data file is readable by its owner only",
  tried: "a data file created with mode 0644, the process umask 0, then a token created",
  observed: "the data file's mode is 0600",
};

// ---------------------------------------------------------------- slow clients

export const SLOW_CLIENT_LIMITS = { requestTimeoutMs: 500, timeoutCheckIntervalMs: 100 } as const;

/** What a client trickles; each ends within `cutWithinMs` of starting. */
export interface SlowClientCase extends EmulatorAttackCase {
  readonly trickle: "body" | "headers" | "nothing";
  readonly cutWithinMs: number;
}

const slowClient = (trickle: SlowClientCase["trickle"], what: string): SlowClientCase => ({
  name: `a client that ${what} is cut`,
  tried: `an emulator with requestTimeoutMs 500 (checked every 100 ms); a client that ${what}`,
  observed: "the server answers 408 and closes the connection within 2 s of its start",
  trickle,
  cutWithinMs: 2_000,
});

export const SLOW_CLIENT_CASES: readonly SlowClientCase[] = [
  slowClient("body", "sends a POST body one byte every 100 ms"),
  slowClient("headers", "sends its headers one line every 100 ms"),
  slowClient("nothing", "connects and sends nothing"),
];

export const SLOW_ANSWER: EmulatorAttackCase = {
  name: "a slow answer is not cut by the request timeout",
  tried: "the same emulator, a delay fault of 1,500 ms (three times the request timeout) on POST /admin/users/alice/tokens",
  observed: "201 after at least 1,500 ms",
};

export const CONNECTION_LIMIT: EmulatorAttackCase = {
  name: "connections beyond the limit are closed at once",
  tried: "an emulator with maxConnections 4: four idle connections held open, then a fifth making a request",
  observed: "the fifth is closed without an answer; after the four close, a request is answered 200",
};

export const EMULATOR_ATTACKS_TABLE: ReliabilityTable = {
  title: "Attacks on the emulator",
  method:
    "Requests are written byte for byte on sockets to a real emulator on 127.0.0.1 (nothing normalises the target or the " +
    "headers); state is checked afterwards through the controls and the admin API, and the data file on disk.",
  testFile: "test/emulator/emulator-attacks.test.ts",
  rows: [
    ...SPELLING_CASES,
    ...WRONG_CREDENTIAL_CASES,
    REFUSED_BEFORE_BODY,
    UNPOLICED_ROUTE,
    ...REFUSED_BROWSER_CASES,
    ...ALLOWED_BROWSER_CASES,
    ANY_HOST_OFF_LOOPBACK,
    IPV6_LOOPBACK,
    DEEP_BODY_UNAUTHENTICATED,
    DEEP_BODY_AUTHENTICATED,
    DEPTH_BOUND,
    OVERSIZE_BODY,
    UNAUTHENTICATED_BODIES,
    LONG_TARGETS,
    DEEP_FAULT_BODY,
    PLANTED_PID_LINK,
    PLANTED_EXACT_LINK,
    PLANTED_RANDOM_LINKS,
    LEFTOVER_LINKS,
    DATA_FILE_MODE,
    ...SLOW_CLIENT_CASES,
    SLOW_ANSWER,
    CONNECTION_LIMIT,
  ].map(({ tried, observed }) => ({ tried, observed })),
};
