import type { z } from "zod";
import type { FaultRequest } from "../../packages/datafold-emulator/src/faults";
import type { ReliabilityTable } from "./reliability-table";

/** The principal and path every case creates for. */
export const AMBIGUOUS_PRINCIPAL = { type: "user", id: "carol" } as const;
export const AMBIGUOUS_PATH = "/admin/users/carol/tokens";
export const AMBIGUOUS_LABEL = "looker";
/** The stack's `datafold:timeoutMs` for these cases, so that a timeout after commit is quick. */
export const AMBIGUOUS_TIMEOUT_MS = 1_500;

type Fault = Omit<z.input<typeof FaultRequest>, "path">;

export interface AmbiguousCreateCase {
  readonly tried: string;
  readonly faults: readonly (Fault & { readonly path?: string })[];
  /** ProxyToken creates run at once (all for the same principal and label). */
  readonly creates: number;
  /** What the request log must show, in order, for a single create. */
  readonly log?: readonly string[];
  /** Revoke reason of each orphan, or the create's error. */
  readonly expect:
    | { readonly ok: true; readonly orphanReason: string | null }
    | { readonly ok: false; readonly message: RegExp; readonly activeLeft: number; readonly revokedOrphans: number };
}

const reason = (why: string) =>
  `Orphan of an interrupted create: the answer was lost (${why}); revoked by pulumi-datafold before creating the token again`;

const RECONCILED_LOG = [
  "GET tokens 200",
  "POST tokens (cut or failed)",
  "GET tokens 200",
  "DELETE orphan 200",
  "GET tokens 200",
  "POST tokens 201",
];

export const AMBIGUOUS_CREATE_CASES: readonly AmbiguousCreateCase[] = [
  {
    tried: "POST committed, then the connection dropped (`commit-then-drop`)",
    faults: [{ method: "POST", action: "commit-then-drop" }],
    creates: 1,
    log: RECONCILED_LOG,
    expect: { ok: true, orphanReason: reason("connection lost: ECONNRESET") },
  },
  {
    tried: "POST committed, then answered 502 (`commit-then-status`)",
    faults: [{ method: "POST", action: "commit-then-status", status: 502 }],
    creates: 1,
    log: RECONCILED_LOG,
    expect: { ok: true, orphanReason: reason("status 502") },
  },
  {
    tried: `POST committed, then answered after the ${AMBIGUOUS_TIMEOUT_MS} ms timeout (\`commit-then-delay\`)`,
    faults: [{ method: "POST", action: "commit-then-delay", delayMs: 3 * AMBIGUOUS_TIMEOUT_MS }],
    creates: 1,
    log: RECONCILED_LOG,
    expect: { ok: true, orphanReason: reason("no answer before the timeout") },
  },
  {
    tried: `POST slower than the ${AMBIGUOUS_TIMEOUT_MS} ms timeout, committed by the service half a timeout after the client gave up (\`delay\`)`,
    faults: [{ method: "POST", action: "delay", delayMs: 1.5 * AMBIGUOUS_TIMEOUT_MS }],
    creates: 1,
    log: RECONCILED_LOG,
    expect: { ok: true, orphanReason: reason("no answer before the timeout") },
  },
  {
    tried: "POST answered 502 before the service acted (nothing committed)",
    faults: [{ method: "POST", action: "status", status: 502 }],
    creates: 1,
    log: ["GET tokens 200", "POST tokens (cut or failed)", "GET tokens 200", "GET tokens 200", "POST tokens 201"],
    expect: { ok: true, orphanReason: null },
  },
  {
    tried: "10 creates for the same principal and label at once, one of them interrupted after commit",
    faults: [{ method: "POST", action: "commit-then-drop", skip: 4 }],
    creates: 10,
    expect: { ok: true, orphanReason: reason("connection lost: ECONNRESET") },
  },
  {
    tried: "every one of the 3 attempts committed, then dropped",
    faults: [{ method: "POST", action: "commit-then-drop", times: 3 }],
    creates: 1,
    expect: {
      ok: false,
      message:
        /^Could not create a token for user "carol" \(label "looker"\): 3 attempts failed after the request was sent \(last: connection lost: ECONNRESET\)\. The tokens they made \(ids \d+, \d+, \d+\) were found and revoked, so none is left active\. Run the update again once the service answers reliably\.$/,
      activeLeft: 0,
      revokedOrphans: 3,
    },
  },
  {
    tried: "POST committed, then dropped, and the listing that looks for the orphan is refused (403)",
    faults: [
      { method: "POST", action: "commit-then-drop" },
      { method: "GET", action: "status", status: 403, skip: 1 },
    ],
    creates: 1,
    expect: {
      ok: false,
      message:
        /^Creating a token for user "carol" \(label "looker"\) failed after the request was sent \(connection lost: ECONNRESET\), so the service may have made one, and looking for it failed too: .*403.*\. A token may be left active: list the tokens of user "carol" \(getProxyTokens, or GET \/admin\/users\/carol\/tokens\) and revoke any labelled "looker" created since \S+ that no resource holds\.$/,
      activeLeft: 1,
      revokedOrphans: 0,
    },
  },
];

function observed(testCase: AmbiguousCreateCase): string {
  const { expect: outcome } = testCase;
  if (!outcome.ok) {
    return (
      `create fails with UnresolvedCreateError (${outcome.revokedOrphans} orphan(s) revoked); ` +
      `the emulator holds ${outcome.activeLeft} active token(s) for the principal` +
      (outcome.activeLeft > 0 ? ", the one the message tells the user how to find" : "")
    );
  }
  const tokens = testCase.creates === 1 ? "exactly 1 active token, the resource's" : `exactly ${testCase.creates} active tokens, one per resource, all distinct`;
  const orphan = outcome.orphanReason === null ? "nothing revoked" : `the orphan revoked with the reason "${outcome.orphanReason}"`;
  const log = testCase.log ? `; request log: ${testCase.log.join(", ")}` : "";
  return `create succeeds; the emulator holds ${tokens}; ${orphan}${log}`;
}

export const AMBIGUOUS_CREATE_TABLE: ReliabilityTable = {
  title: "Ambiguous creates",
  method:
    "ProxyToken creates through the real provider host while the emulator's fault rules break the POST after " +
    "(or before) the token is committed; the outcome is read from the emulator's own state and request log.",
  testFile: "test/reliability/ambiguous-create.test.ts",
  rows: AMBIGUOUS_CREATE_CASES.map((testCase) => ({ tried: testCase.tried, observed: observed(testCase) })),
};
