import type { z } from "zod";
import type { FaultRequest } from "../../packages/datafold-emulator/src/faults";
import type { ReliabilityTable } from "./reliability-table";

/** The principal and path every case creates for. */
export const AMBIGUOUS_PRINCIPAL = { type: "user", id: "carol" } as const;
export const AMBIGUOUS_PATH = "/admin/users/carol/tokens";
/** A label the program gives, which other stacks may give too: a lost answer can then not be settled. */
export const SHARED_LABEL = "looker";
/** The label a ProxyToken without one gets: its own, naming the test stack and the resource. */
export const OWN_LABEL = /^pulumi pulumi-datafold-test\/test\/ambiguous-\d+ #[0-9a-z]{10}$/;
/** The stack's `datafold:timeoutMs` for these cases, so that a timeout after commit is quick. */
export const AMBIGUOUS_TIMEOUT_MS = 1_500;

type Fault = Omit<z.input<typeof FaultRequest>, "path">;

export interface AmbiguousCreateCase {
  readonly tried: string;
  readonly faults: readonly (Fault & { readonly path?: string })[];
  /** ProxyToken creates run at once (all for the same principal). */
  readonly creates: number;
  /** The label the resources give; left out, each has its own (the default). */
  readonly label?: string;
  /** What the request log must show, in order, for a single create. */
  readonly log?: readonly string[];
  /**
   * Every create succeeds, with the revoke reason of the token a lost answer made (or null: none
   * was made), or one create fails with its error while the others (if any) succeed.
   */
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

const OWN = String.raw`pulumi pulumi-datafold-test/test/ambiguous-\d+ #[0-9a-z]{10}`;

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
    tried: "10 creates for the same principal at once, one of them interrupted after commit",
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
      message: new RegExp(
        String.raw`^Could not create a token for user "carol" \(label "${OWN}"\): 3 attempts failed after the request was sent \(last: connection lost: ECONNRESET\)\. The tokens they made \(ids \d+, \d+, \d+\) were found and revoked, so none is left active\. Run the update again once the service answers reliably\.$`,
      ),
      activeLeft: 0,
      revokedOrphans: 3,
    },
  },
  {
    tried: "POST committed, then dropped, and the listing that looks for the token it made is refused (403)",
    faults: [
      { method: "POST", action: "commit-then-drop" },
      { method: "GET", action: "status", status: 403, skip: 1 },
    ],
    creates: 1,
    expect: {
      ok: false,
      message: new RegExp(
        String.raw`^Creating a token for user "carol" \(label "${OWN}"\) failed after the request was sent \(connection lost: ECONNRESET\), so the service may have made one, and looking for it failed too: .*403.*\. A token may be left active that nobody holds: list the tokens of user "carol" \(getProxyTokens with neverUsed: true, or GET \/admin\/users\/carol\/tokens\) and revoke one labelled "${OWN}" created since \S+ \(the label is this create's alone, so any such token is its own\)\.$`,
      ),
      activeLeft: 1,
      revokedOrphans: 0,
    },
  },
  {
    tried: `a label the program gives ("${SHARED_LABEL}", which other stacks may give too): POST committed, then dropped`,
    faults: [{ method: "POST", action: "commit-then-drop" }],
    creates: 1,
    label: SHARED_LABEL,
    expect: {
      ok: false,
      message:
        /^Creating a token for user "carol" \(label "looker"\) failed after the request was sent \(connection lost: ECONNRESET\), and since then 1 active token of that label appeared: id \d+ \(prefix sqlp_pcp_\w+, created \S+\)\. It may be the token this create made, or another writer's .* so nothing was revoked\. .*revoke it with a ProxyTokenRevocation with tokenIds: \[\d+\].*$/,
      activeLeft: 1,
      revokedOrphans: 0,
    },
  },
  {
    tried: `a label the program gives ("${SHARED_LABEL}"): POST answered 502 before the service acted (nothing committed)`,
    faults: [{ method: "POST", action: "status", status: 502 }],
    creates: 1,
    label: SHARED_LABEL,
    log: ["GET tokens 200", "POST tokens (cut or failed)", "GET tokens 200", "GET tokens 200", "POST tokens 201"],
    expect: { ok: true, orphanReason: null },
  },
];

function observed(testCase: AmbiguousCreateCase): string {
  const { expect: outcome } = testCase;
  if (!outcome.ok) {
    return (
      `create fails with UnresolvedCreateError (${outcome.revokedOrphans} token(s) a lost answer made revoked); ` +
      `the emulator holds ${outcome.activeLeft} active token(s) for the principal` +
      (outcome.activeLeft > 0 ? ", untouched, the one the message names and tells the user how to judge and revoke" : "")
    );
  }
  const tokens = testCase.creates === 1 ? "exactly 1 active token, the resource's" : `exactly ${testCase.creates} active tokens, one per resource, all distinct`;
  const orphan = outcome.orphanReason === null ? "nothing revoked" : `the token the lost answer made (provably its own: its label is the resource's) revoked with the reason "${outcome.orphanReason}"`;
  const log = testCase.log ? `; request log: ${testCase.log.join(", ")}` : "";
  return `create succeeds; the emulator holds ${tokens}; ${orphan}${log}`;
}

export const AMBIGUOUS_CREATE_TABLE: ReliabilityTable = {
  title: "Ambiguous creates",
  method:
    "ProxyToken creates through the real provider host while the emulator's fault rules break the POST after " +
    "(or before) the token is committed; the outcome is read from the emulator's own state and request log. The resources " +
    "leave their label out (each gets its own, which proves a token a lost answer made is theirs) unless a case gives one.",
  testFile: "test/reliability/ambiguous-create.test.ts",
  rows: AMBIGUOUS_CREATE_CASES.map((testCase) => ({ tried: testCase.tried, observed: observed(testCase) })),
};
