import type { z } from "zod";
import type { DatafoldClient, ProxyAdminClient } from "../../src/clients";
import type { FaultRequest } from "../../packages/datafold-emulator/src/faults";
import type { ReliabilityTable } from "./reliability-table";

/** The clients' per-attempt timeout in these cases, and how slow the slow answer is. */
export const CLIENT_TIMEOUT_MS = 500;
/** The provider host's `datafold:timeoutMs` for these cases. */
export const HOST_TIMEOUT_MS = 1_000;
export const RETRY_AFTER_SECONDS = 1;

type Fault = Omit<z.input<typeof FaultRequest>, "path" | "method">;

/** Two 503s, a 429 asking for a wait, a reset and an answer slower than the timeout, in that order. */
export function faultSequence(timeoutMs: number): readonly Fault[] {
  return [
    { action: "status", status: 503, times: 2 },
    { action: "status", status: 429, headers: { "retry-after": String(RETRY_AFTER_SECONDS) } },
    { action: "reset" },
    { action: "delay", delayMs: 3 * timeoutMs },
  ];
}

/** How the request log shows the sequence: statuses, or how the exchange ended; the last attempt succeeds. */
export const SEQUENCE_IN_LOG = ["503", "503", "429", "reset", "slow", "200"] as const;
export const SEQUENCE_RETRY_REASONS = ["status 503", "status 503", "status 429", "ECONNRESET", "ETIMEDOUT"] as const;
const SEQUENCE_WORDS =
  `two 503s, a 429 with \`Retry-After: ${RETRY_AFTER_SECONDS}\`, a reset connection, an answer slower than the timeout`;

export interface Clients {
  readonly datafold: DatafoldClient;
  readonly proxy: ProxyAdminClient;
}

/** A token the DELETE and token GET cases act on. */
export const FAULT_PRINCIPAL = { type: "user", id: "faulty" } as const;
export const DATA_DIFF_ID = 101;

/** One idempotent operation of a client, and the path its requests use. */
export interface ClientOperation {
  readonly method: "GET" | "PATCH" | "DELETE";
  readonly call: string;
  readonly path: (tokenId: number) => string;
  readonly run: (clients: Clients, tokenId: number) => Promise<unknown>;
}

export const CLIENT_OPERATIONS: readonly ClientOperation[] = [
  {
    method: "GET",
    call: "DatafoldClient.getDataDiff",
    path: () => `/api/v1/datadiffs/${DATA_DIFF_ID}`,
    run: (clients) => clients.datafold.getDataDiff(DATA_DIFF_ID),
  },
  {
    method: "GET",
    call: "ProxyAdminClient.getToken",
    path: (tokenId) => `/admin/users/${FAULT_PRINCIPAL.id}/tokens/${tokenId}`,
    run: (clients, tokenId) => clients.proxy.getToken(FAULT_PRINCIPAL, tokenId),
  },
  {
    method: "PATCH",
    call: "DatafoldClient.updateDataDiff",
    path: () => `/api/v1/datadiffs/${DATA_DIFF_ID}`,
    run: (clients) => clients.datafold.updateDataDiff(DATA_DIFF_ID, { archived: true }),
  },
  {
    method: "DELETE",
    call: "ProxyAdminClient.revokeToken",
    path: (tokenId) => `/admin/users/${FAULT_PRINCIPAL.id}/tokens/${tokenId}`,
    run: (clients, tokenId) => clients.proxy.revokeToken(FAULT_PRINCIPAL, tokenId, { reason: "fault test" }),
  },
];

/** Statuses that are answers, not accidents: retrying cannot help. */
export const NEVER_RETRIED = [
  { status: 400, errorClass: "BadRequestError" },
  { status: 401, errorClass: "AuthenticationError" },
  { status: 403, errorClass: "AuthenticationError" },
  { status: 404, errorClass: "NotFoundError" },
  { status: 422, errorClass: "ValidationError" },
] as const;

/** The resource operations that send GET, PATCH and DELETE through the provider host. */
export const HOST_OPERATIONS = [
  { method: "GET", operation: "ProxyToken read (refresh)" },
  { method: "PATCH", operation: "DataDiffFlags update" },
  { method: "DELETE", operation: "ProxyToken delete (revoke)" },
] as const;

/** A 4xx per host operation, to show the provider does not retry them either. */
export const HOST_NEVER_RETRIED = [
  { method: "GET", operation: "ProxyToken read (refresh)", status: 403 },
  { method: "PATCH", operation: "DataDiffFlags update", status: 422 },
  { method: "DELETE", operation: "ProxyToken delete (revoke)", status: 400 },
] as const;

const SURVIVED = `succeeds; request log: ${SEQUENCE_IN_LOG.join(", ")} (6 attempts)`;
/** The provider host waits on the real timer: the log's times show it. */
const HOST_SURVIVED = `${SURVIVED}; the attempt after the 429 arrived at least ${RETRY_AFTER_SECONDS} s after it`;
/** The clients' waits are recorded by their `sleep` option, not waited. */
const CLIENT_SURVIVED =
  `${SURVIVED}; with the default retry policy, the client asked to wait exactly ${RETRY_AFTER_SECONDS * 1000} ms ` +
  "(the Retry-After) before the 4th attempt and, before each other retry, the default backoff (half to all of " +
  "250 ms doubled per retry)";

export const FAULTS_TABLE: ReliabilityTable = {
  title: "Faults survived",
  method:
    "Fault rules of the emulator break the requests of one operation in turn; the operation runs through the " +
    `public client (per-attempt timeout ${CLIENT_TIMEOUT_MS} ms, a \`sleep\` option that records each wait instead of ` +
    `waiting) or through the real provider host (\`datafold:timeoutMs\` ${HOST_TIMEOUT_MS}, real waits), and the ` +
    "emulator's request log shows each attempt.",
  testFile: "test/reliability/faults.test.ts",
  rows: [
    ...CLIENT_OPERATIONS.map((op) => ({
      tried: `${op.method} (${op.call}) through ${SEQUENCE_WORDS}`,
      observed: `${CLIENT_SURVIVED}; onRetry reasons: ${SEQUENCE_RETRY_REASONS.join(", ")}`,
    })),
    ...HOST_OPERATIONS.map((op) => ({
      tried: `${op.method} (${op.operation} in the provider host) through ${SEQUENCE_WORDS}`,
      observed: HOST_SURVIVED,
    })),
    ...CLIENT_OPERATIONS.filter((op) => op.call !== "ProxyAdminClient.getToken").flatMap((op) =>
      NEVER_RETRIED.map(({ status, errorClass }) => ({
        tried: `${op.method} (${op.call}) answered ${status}`,
        observed: `${errorClass} with status ${status}; exactly 1 request in the log (not retried)`,
      })),
    ),
    ...HOST_NEVER_RETRIED.map(({ method, operation, status }) => ({
      tried: `${method} (${operation} in the provider host) answered ${status}`,
      observed: `the operation fails naming status ${status}; exactly 1 request in the log (not retried)`,
    })),
  ],
};
