/**
 * The attacks and secret-hygiene checks of RELIABILITY.md, as data: what each test tries and
 * what it asserts. Side-effect free: `secret-hygiene.test.ts` drives these cases and
 * `ATTACKS_TABLE` is built from them. No secret value appears here: bodies and options that
 * must carry one are functions of the {@link Secrets} the test makes at run time.
 */
import type { ReliabilityRow, ReliabilityTable } from "./reliability-table";

/** The values searched for: both credentials and a token created in the test. */
export interface Secrets {
  readonly apiKey: string;
  readonly proxyManagerToken: string;
  /** The secret of a token created through the API, returned once at create. */
  readonly token: string;
}

/** One row of the table; `name` is the test's title. */
export interface AttackCase extends ReliabilityRow {
  readonly name: string;
}

const NOWHERE = "in message, stack, enumerable properties (JSON) or util.inspect";
const NO_SECRET = `no credential and no created token ${NOWHERE}`;
const echoes = "its body repeating the credential sent and a created token";

// ---------------------------------------------------------------- client failure paths

/** An error status answered by both services on every attempt. */
export interface StatusCase extends AttackCase {
  readonly status: number;
  readonly errorName: string;
  readonly code: string;
  /** GETs are retried on it (5 retries, each reported to onRetry). */
  readonly retried: boolean;
}

function statusCase(status: number, errorName: string, code: string, retried = false): StatusCase {
  return {
    name: `a ${status} answer, ${echoes}, leaves no secret in ${errorName}`,
    tried: `${status} from both services on every attempt, ${echoes}${status === 422 ? " (main service: in `input`)" : ""}`,
    observed:
      `DatafoldClient.getDataDiff and ProxyAdminClient.listTokens throw ${errorName} (status ${status}, ${code})` +
      `${retried ? " after 5 retries, 5 onRetry events each" : ", no retry"}; ${NO_SECRET}, nor in any onRetry event`,
    status,
    errorName,
    code,
    retried,
  };
}

export const STATUS_CASES: readonly StatusCase[] = [
  statusCase(400, "BadRequestError", "DATAFOLD_BAD_REQUEST"),
  statusCase(401, "AuthenticationError", "DATAFOLD_AUTHENTICATION"),
  statusCase(403, "AuthenticationError", "DATAFOLD_AUTHENTICATION"),
  statusCase(404, "NotFoundError", "DATAFOLD_NOT_FOUND"),
  statusCase(409, "ConflictError", "DATAFOLD_CONFLICT"),
  statusCase(422, "ValidationError", "DATAFOLD_VALIDATION"),
  statusCase(429, "RateLimitError", "DATAFOLD_RATE_LIMITED", true),
  statusCase(500, "ServerError", "DATAFOLD_SERVER_ERROR", true),
  statusCase(503, "ServerError", "DATAFOLD_SERVER_ERROR", true),
];

/** A fault without an error answer: a reset, a timeout, a create whose answer is lost. */
export interface NetworkCase extends AttackCase {
  /** `read`: GET of both clients; `create`: ProxyAdminClient.createToken (a POST, never retried blindly). */
  readonly operation: "read" | "create";
  readonly fault: { readonly action: "reset" | "delay" | "commit-then-drop" | "commit-then-status" | "commit-then-delay"; readonly status?: number };
  /** Per attempt; reads are then not retried. */
  readonly timeoutMs?: number;
  /** The error's name and the properties it must have. */
  readonly expected: { readonly name: string } & Readonly<Record<string, unknown>>;
}

function networkCase(c: Omit<NetworkCase, "observed">): NetworkCase {
  const { name, ...properties } = c.expected;
  const shown = Object.entries(properties).map(([key, value]) => `${key}: ${JSON.stringify(value)}`).join(", ");
  const who = c.operation === "read" ? "both clients throw" : "ProxyAdminClient.createToken throws";
  return { ...c, observed: `${who} ${name} (${shown}); ${NO_SECRET}` };
}

export const NETWORK_CASES: readonly NetworkCase[] = [
  networkCase({
    name: "a connection reset on every attempt of a read leaves no secret in NetworkError",
    tried: "connection reset on every attempt of a GET, both services",
    operation: "read",
    fault: { action: "reset" },
    expected: { name: "NetworkError", errorCode: "ECONNRESET", ambiguous: false },
  }),
  networkCase({
    name: "a read slower than the timeout leaves no secret in TimeoutError",
    tried: "GET answered after 1 s with timeoutMs 150 and no retries, both services",
    operation: "read",
    fault: { action: "delay" },
    timeoutMs: 150,
    expected: { name: "TimeoutError", errorCode: "ETIMEDOUT" },
  }),
  networkCase({
    name: "a token create reset before any answer leaves no secret in NetworkError",
    tried: "token create (POST) whose connection is reset",
    operation: "create",
    fault: { action: "reset" },
    expected: { name: "NetworkError", errorCode: "ECONNRESET", ambiguous: true },
  }),
  networkCase({
    name: "a committed token create whose answer is dropped leaves no secret in NetworkError",
    tried: "token create committed, then the connection dropped (the secret never arrives)",
    operation: "create",
    fault: { action: "commit-then-drop" },
    expected: { name: "NetworkError", errorCode: "ECONNRESET", ambiguous: true },
  }),
  networkCase({
    name: "a committed token create answered 502 leaves no secret in ServerError",
    tried: "token create committed, then answered 502 instead of the secret",
    operation: "create",
    fault: { action: "commit-then-status", status: 502 },
    expected: { name: "ServerError", status: 502 },
  }),
  networkCase({
    name: "a committed token create answered after the timeout leaves no secret in TimeoutError",
    tried: "token create committed, its answer (with the secret) sent after 1 s, timeoutMs 150",
    operation: "create",
    fault: { action: "commit-then-delay" },
    timeoutMs: 150,
    expected: { name: "TimeoutError", errorCode: "ETIMEDOUT", ambiguous: true },
  }),
];

export const MALFORMED_CREATE: AttackCase = {
  name: "a create answered 201 with a malformed body holding a token leaves no secret in UnexpectedResponseError",
  tried: "token create answered 201 with a body of the wrong shape (`id` a string) that holds a token value",
  observed: `ProxyAdminClient.createToken throws UnexpectedResponseError whose problems name \`id\`; ${NO_SECRET}`,
};

export const RECONCILED_CREATE: AttackCase = {
  name: "a create reconciled three times leaves no secret in UnresolvedCreateError or its cause",
  tried: "createTokenReconciled, every attempt committed then answered 502, its message repeating the credential and a created token",
  observed: `UnresolvedCreateError with 3 revokedOrphanIds; ${NO_SECRET} (its enumerable cause included)`,
};

/** Once a leak: the issues of a 422 were not redacted. */
export const VALIDATION_MSG_ECHO: AttackCase = {
  name: "a 422 whose msg repeats the API key and a token leaves no secret in ValidationError",
  tried: "422 from the main service whose `detail[].msg` repeats the API key and a created token",
  observed: `DatafoldClient.getDataDiff throws ValidationError (status 422); ${NO_SECRET}`,
};

/** Once a leak: the proxy's `error_code` was not redacted. */
export const ERROR_CODE_ECHO: AttackCase = {
  name: "a proxy error whose error_code repeats a token leaves no secret in BadRequestError",
  tried: "400 from the proxy admin API whose `error_code` repeats a created token",
  observed: `ProxyAdminClient.listTokens throws BadRequestError (status 400); ${NO_SECRET}`,
};

// ---------------------------------------------------------------- configuration and arguments

/** A client that cannot be built from its settings; `options` makes them from the secrets. */
export interface ConfigCase extends AttackCase {
  readonly client: "DatafoldClient" | "ProxyAdminClient";
  readonly options: (secrets: Secrets) => Record<string, unknown>;
  readonly errorName: string;
  readonly messageIncludes: readonly string[];
}

export const CONFIG_CASES: readonly ConfigCase[] = [
  {
    name: "a missing proxy manager token is named without showing the API key beside it",
    tried: "ProxyAdminClient with no proxy manager token; the API key and proxy URL in the environment",
    observed: `MissingConfigurationError naming datafold:proxyManagerToken and DATAFOLD_PROXY_MANAGER_TOKEN; ${NO_SECRET}`,
    client: "ProxyAdminClient",
    options: (s) => ({ env: { DATAFOLD_API_KEY: s.apiKey, DATAFOLD_PROXY_URL: "https://sqlproxy.example.com" } }),
    errorName: "MissingConfigurationError",
    messageIncludes: ["datafold:proxyManagerToken", "DATAFOLD_PROXY_MANAGER_TOKEN"],
  },
  {
    name: "a missing API key is named without showing the proxy manager token beside it",
    tried: "DatafoldClient with no API key; the proxy manager token in the stack config",
    observed: `MissingConfigurationError naming datafold:apiKey and DATAFOLD_API_KEY; ${NO_SECRET}`,
    client: "DatafoldClient",
    options: (s) => ({ env: {}, config: (key: string) => (key === "datafold:proxyManagerToken" ? s.proxyManagerToken : undefined) }),
    errorName: "MissingConfigurationError",
    messageIncludes: ["datafold:apiKey", "DATAFOLD_API_KEY"],
  },
  {
    name: "an address carrying the credential as its password is refused without showing it",
    tried: "host `https://user:<API key>@…`",
    observed: `DatafoldClient throws InvalidConfigurationError "without credentials, query or fragment"; ${NO_SECRET}`,
    client: "DatafoldClient",
    options: (s) => ({ host: `https://user:${s.apiKey}@app.datafold.com`, apiKey: s.apiKey, env: {} }),
    errorName: "InvalidConfigurationError",
    messageIncludes: ["without credentials, query or fragment"],
  },
  {
    name: "an address carrying the proxy manager token as its password is refused without showing it",
    tried: "proxy URL `https://user:<proxy manager token>@…`",
    observed: `ProxyAdminClient throws InvalidConfigurationError "without credentials, query or fragment"; ${NO_SECRET}`,
    client: "ProxyAdminClient",
    options: (s) => ({ proxyUrl: `https://user:${s.proxyManagerToken}@sqlproxy.example.com`, proxyManagerToken: s.proxyManagerToken, env: {} }),
    errorName: "InvalidConfigurationError",
    messageIncludes: ["without credentials, query or fragment"],
  },
];

/** Known weakness: the address setting's value is echoed (see the test). */
export const SWAPPED_SETTINGS: readonly ConfigCase[] = [
  {
    name: "the API key given as the host by mistake is refused without showing it",
    tried: "DATAFOLD_HOST set to the API key (values swapped)",
    observed: `DatafoldClient throws InvalidConfigurationError naming DATAFOLD_HOST; ${NO_SECRET}`,
    client: "DatafoldClient",
    options: (s) => ({ env: { DATAFOLD_HOST: s.apiKey, DATAFOLD_API_KEY: "df_other_key" } }),
    errorName: "InvalidConfigurationError",
    messageIncludes: ["DATAFOLD_HOST"],
  },
  {
    name: "a proxy token given as the proxy URL by mistake is refused without showing it",
    tried: "datafold:proxyUrl set to a proxy token (values swapped)",
    observed: `ProxyAdminClient throws InvalidConfigurationError naming datafold:proxyUrl; ${NO_SECRET}`,
    client: "ProxyAdminClient",
    options: (s) => ({ env: {}, config: (key: string) => ({ "datafold:proxyUrl": s.token, "datafold:proxyManagerToken": s.proxyManagerToken })[key] }),
    errorName: "InvalidConfigurationError",
    messageIncludes: ["datafold:proxyUrl"],
  },
];

export const WRONG_CREDENTIALS: AttackCase = {
  name: "a wrong API key and a revoked proxy manager token are refused without being shown",
  tried: "a wrong API key; a proxy manager token created, then revoked, used as the credential",
  observed:
    "AuthenticationError (status 401) naming datafold:apiKey and \"the option apiKey\", datafold:proxyManagerToken and " +
    `"the option proxyManagerToken"; ${NO_SECRET}`,
};

export const BAD_ARGUMENTS: AttackCase = {
  name: "a token value passed as an argument is never repeated by InvalidArgumentError",
  tried: "a token value as the token id (getToken, revokeToken), as a data diff id, as an unknown principal key, as a label beside expiresInDays 0",
  observed: `each throws InvalidArgumentError ending "Nothing was sent."; the request log stays empty; ${NO_SECRET}`,
};

// ---------------------------------------------------------------- the provider host

/** A failing engine call to the provider host, reached through an emulator fault. */
export interface HostFailureCase extends AttackCase {
  readonly resource: "ProxyToken" | "DataDiffFlags";
  readonly method: "create" | "read" | "update" | "delete";
  readonly fault: {
    readonly action: "status" | "reset" | "commit-then-drop" | "commit-then-status";
    readonly status?: number;
    /** Answer every attempt, with Retry-After: 0 so the host's retries are immediate. */
    readonly everyAttempt?: boolean;
    /** After a failed create, the search for its orphan (the second list of tokens) is answered this status. */
    readonly searchStatus?: number;
  };
  /** What the error message must contain. */
  readonly messageIncludes: string;
  /** The host also prints the error to its stderr (it does for read, delete and check). */
  readonly logged: boolean;
}

const HOST_NO_SECRET =
  "no credential or token in the gRPC error (message, stack, JSON, inspect), in the host's stderr, " +
  "or in the transcript outside the `token` property of ProxyToken state";

function hostCase(resource: HostFailureCase["resource"], method: HostFailureCase["method"], fault: HostFailureCase["fault"]): HostFailureCase {
  const logged = method === "read" || method === "delete";
  const { status } = fault;
  const answer =
    fault.action === "reset"
      ? "a connection reset"
      : fault.action === "commit-then-drop"
        ? "a commit, then a dropped connection"
        : fault.action === "commit-then-status"
          ? `a commit, then ${status}${fault.searchStatus ? `, and ${fault.searchStatus} to the search for the orphan` : ""}`
          : `${status}${fault.everyAttempt ? " on every attempt (Retry-After: 0)" : ""}`;
  const credential = resource === "ProxyToken" ? "proxy manager token" : "API key";
  const echo = status === undefined ? "" : `, each error message repeating the ${credential} and a created token`;
  // A create that may have been acted on (5xx or a lost answer) is reconciled and retried by the
  // provider, whose message then names the last failure.
  const ambiguous = resource === "ProxyToken" && method === "create" && (status === undefined || status >= 500);
  const messageIncludes = fault.searchStatus
    ? "looking for it failed too"
    : ambiguous
      ? `last: ${status === undefined ? "connection lost" : `status ${status}`}`
      : `status code ${status}`;
  return {
    name: `${resource} ${method} answered with ${answer} leaks nothing through the provider host`,
    tried: `${resource} ${method} through the provider host, the API answering ${answer}${echo}`,
    observed: `the ${method} call fails with "${messageIncludes}"${logged ? ", which the host also prints to stderr" : ""}; ${HOST_NO_SECRET}`,
    resource,
    method,
    fault,
    messageIncludes,
    logged,
  };
}

export const HOST_FAILURE_CASES: readonly HostFailureCase[] = [
  ...[400, 401, 403, 409, 422, 500, 503].map((status) => hostCase("ProxyToken", "create", { action: "status", status })),
  hostCase("ProxyToken", "create", { action: "status", status: 429, everyAttempt: true }),
  hostCase("ProxyToken", "create", { action: "reset" }),
  hostCase("ProxyToken", "create", { action: "commit-then-drop" }),
  hostCase("ProxyToken", "create", { action: "commit-then-status", status: 502 }),
  hostCase("ProxyToken", "create", { action: "commit-then-status", status: 502, searchStatus: 401 }),
  hostCase("ProxyToken", "read", { action: "status", status: 401 }),
  hostCase("ProxyToken", "read", { action: "status", status: 403 }),
  hostCase("ProxyToken", "read", { action: "status", status: 503, everyAttempt: true }),
  hostCase("ProxyToken", "delete", { action: "status", status: 401 }),
  hostCase("ProxyToken", "delete", { action: "status", status: 409 }),
  hostCase("ProxyToken", "delete", { action: "status", status: 500, everyAttempt: true }),
  hostCase("DataDiffFlags", "create", { action: "status", status: 401 }),
  hostCase("DataDiffFlags", "read", { action: "status", status: 500, everyAttempt: true }),
  hostCase("DataDiffFlags", "update", { action: "status", status: 404 }),
  hostCase("DataDiffFlags", "update", { action: "status", status: 503, everyAttempt: true }),
  hostCase("DataDiffFlags", "delete", { action: "status", status: 403 }),
];

/** Once a leak, end to end: the 422 issues reached the engine's error message. */
export const HOST_VALIDATION_ECHO: AttackCase = {
  name: "a DataDiffFlags update answered 422 whose msg repeats the API key leaks nothing through the provider host",
  tried: "DataDiffFlags update through the provider host, the main service answering 422 whose `detail[].msg` repeats the API key",
  observed: `update fails with "status code 422"; ${HOST_NO_SECRET}`,
};

export const HOST_LIFECYCLE: AttackCase = {
  name: "a token's secret crosses the provider host only as the token property",
  tried: "ProxyToken check, create, read (refresh), update (revokeReason) and delete through the provider host",
  observed:
    "the secret is in the create and read outputs; the transcript holds no credential, and no token outside the " +
    "`token` property of ProxyToken state; the host's stderr holds neither",
};

export const HOST_CHECK: AttackCase = {
  name: "check names bad inputs without repeating a token value put into them",
  tried: "ProxyToken check with a token value as an unknown input `token`, and `label` a number, against olds that hold a token",
  observed:
    'failures whose reasons name label and "token" and hold no credential or token, with no property named, so the ' +
    "engine prints no input value beside them (the CLI prints a named property's raw value, even a secret); nor do the transcript and stderr",
};

export const PROVIDER_TEXT: AttackCase = {
  name: "the __provider text holds no credential while credentials are in the program's environment and config",
  tried:
    "ProxyToken and DataDiffFlags constructed with DATAFOLD_API_KEY, DATAFOLD_PROXY_MANAGER_TOKEN and the datafold:* " +
    "stack config set to the credentials; then created through the host",
  observed:
    "neither the registered inputs (`__provider` included) nor the `__provider` the host returns after create hold a " +
    "credential or a created token; the returned text equals the registered one",
};

export const SECRET_OUTPUT: AttackCase = {
  name: "the token output is registered as a secret",
  tried: "the resource registration of a ProxyToken (what the engine receives)",
  observed: 'additionalSecretOutputs is exactly ["token"]; DataDiffFlags declares none',
};

// ---------------------------------------------------------------- the emulator

export const DATA_FILE: AttackCase = {
  name: "the emulator's data file holds SHA-256 hashes of tokens, never a secret",
  tried: "`--data-file` emulator: tokens of a user, a service principal and the proxy manager created, one used, one revoked",
  observed:
    "the file holds neither credential nor any token secret, nor any part of a secret past its public prefix; each stored secretHash equals hex SHA-256 of its secret; " +
    "after a restart from the file each active token still authenticates",
};

/** How a presented secret is compared, checked by spying on `crypto.timingSafeEqual`. */
export interface ConstantTimeCase extends AttackCase {
  readonly credential: "apiKey" | "proxyManagerToken" | "principalToken";
}

const constantTime = (credential: ConstantTimeCase["credential"], what: string, where: string): ConstantTimeCase => ({
  name: `${what} is compared in constant time on SHA-256 digests`,
  tried: `${what} presented to ${where}: the right one, a wrong one, one sharing all but its last character with the right one`,
  observed:
    "200 for the right one, 401 otherwise; each is decided through crypto.timingSafeEqual, every call on two 32-byte " +
    "buffers (no timing measured)",
  credential,
});

export const CONSTANT_TIME_CASES: readonly ConstantTimeCase[] = [
  constantTime("apiKey", "the API key", "the main service"),
  constantTime("proxyManagerToken", "a proxy manager token (bootstrap and created)", "the admin API"),
  constantTime("principalToken", "a principal token", "the proxy login (POST /__emulator/proxy/authenticate)"),
];

// ---------------------------------------------------------------- authorization and transport

export const PRINCIPAL_ON_ADMIN: AttackCase = {
  name: "principal tokens cannot call admin endpoints",
  tried: "ProxyAdminClient built with a user's and a service principal's token as proxyManagerToken: list, get, create, revoke, revoke all",
  observed:
    `each throws AuthenticationError (status 403, FORBIDDEN, "not allowed"); no token was created or revoked; ${NO_SECRET}`,
};

export const OTHER_PRINCIPAL_PATH: AttackCase = {
  name: "a token id under another principal's path is not found",
  tried: "alice's token id under user bob, service principal alice and the proxy manager: get, revoke; revoke all of bob",
  observed: "get and revoke throw NotFoundError (404, NOT_FOUND); bob's revoke-all revokes 0; alice's token stays active and still authenticates",
};

export const INSECURE_HTTP: AttackCase = {
  name: "plain http to a host that is not this machine is refused unless explicitly allowed",
  tried:
    "http:// to example.com, 10.0.0.5, 127.0.0.1.nip.io and localhost.example.com as option, stack config or environment, " +
    "for both clients; again with allowInsecureHttp false in the stack config, in the environment, and as the option over " +
    "DATAFOLD_ALLOW_INSECURE_HTTP=true",
  observed: "each constructor throws InvalidConfigurationError naming where the address came from and allowInsecureHttp",
};

export const INSECURE_HTTP_WORDS: AttackCase = {
  name: "an allowInsecureHttp that is not true or false is an error, not a permission",
  tried: "http:// to a remote host with datafold:allowInsecureHttp or DATAFOLD_ALLOW_INSECURE_HTTP set to 1, yes or on",
  observed: 'each constructor throws InvalidConfigurationError "must be true or false" naming where the value came from',
};

export const ALLOWED_TRANSPORT: AttackCase = {
  name: "loopback http, https, and http with allowInsecureHttp are accepted",
  tried:
    "http:// to 127.0.0.1, localhost and [::1]; https:// to remote hosts; http:// to a remote host with allowInsecureHttp " +
    'true as the option, "true" in datafold:allowInsecureHttp or "TRUE" in DATAFOLD_ALLOW_INSECURE_HTTP; both clients',
  observed: "each client is built with that address; through http://127.0.0.1 both clients reach the emulator",
};

export const ATTACKS_TABLE: ReliabilityTable = {
  title: "Attacks and secret hygiene",
  method:
    "Credentials and the secrets of created tokens are searched for in every error (message, stack, enumerable " +
    "properties, util.inspect), in the provider host's stderr and gRPC transcript, in the `__provider` text and in the " +
    "emulator's data file, with emulator faults driving each failure path.",
  testFile: "test/reliability/secret-hygiene.test.ts",
  rows: [
    ...STATUS_CASES,
    ...NETWORK_CASES,
    MALFORMED_CREATE,
    RECONCILED_CREATE,
    VALIDATION_MSG_ECHO,
    ERROR_CODE_ECHO,
    ...CONFIG_CASES,
    ...SWAPPED_SETTINGS,
    WRONG_CREDENTIALS,
    BAD_ARGUMENTS,
    ...HOST_FAILURE_CASES,
    HOST_VALIDATION_ECHO,
    HOST_LIFECYCLE,
    HOST_CHECK,
    PROVIDER_TEXT,
    SECRET_OUTPUT,
    DATA_FILE,
    ...CONSTANT_TIME_CASES,
    PRINCIPAL_ON_ADMIN,
    OTHER_PRINCIPAL_PATH,
    INSECURE_HTTP,
    INSECURE_HTTP_WORDS,
    ALLOWED_TRANSPORT,
  ].map(({ tried, observed }) => ({ tried, observed })),
};
