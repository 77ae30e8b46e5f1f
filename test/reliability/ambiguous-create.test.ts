/**
 * Ambiguous creates: a POST that fails after the service committed the token. With the
 * resource's own label the token it made is provably its own and is revoked, so none is left;
 * with a label other stacks may share, it is left untouched and named, since it may be theirs.
 * Each case runs real ProxyToken creates through the provider host and reads the outcome from
 * the emulator's state and request log.
 */
import type { RequestLogEntry } from "../../packages/datafold-emulator/src/control-client";
import { ProxyToken } from "../../src/resources";
import { checkedRegistration, useProviderHost } from "../../tools/harness/provider-harness";
import {
  AMBIGUOUS_CREATE_CASES,
  AMBIGUOUS_PATH,
  AMBIGUOUS_PRINCIPAL,
  AMBIGUOUS_TIMEOUT_MS,
  OWN_LABEL,
  type AmbiguousCreateCase,
} from "./ambiguous-create.cases";

const setup = useProviderHost({ "datafold:timeoutMs": String(AMBIGUOUS_TIMEOUT_MS) });

let counter = 0;

/** One resource's `pulumi up`: Check, then Create; resolves with the id or the error. */
async function createOne(label: string | undefined): Promise<{ id: string; tokenId: number } | { error: Error }> {
  const name = `ambiguous-${++counter}`;
  const { registration, inputs } = await checkedRegistration(setup.host, name, () => {
    return new ProxyToken(name, { principalType: AMBIGUOUS_PRINCIPAL.type, principalId: AMBIGUOUS_PRINCIPAL.id, expiresInDays: 30, ...(label === undefined ? {} : { label }) });
  });
  try {
    const created = await setup.host.create(registration.urn, inputs);
    return { id: created.id, tokenId: created.properties.tokenId as number };
  } catch (error) {
    return { error: error as Error };
  }
}

/** A log entry as the cases write it: method, what it touched, and its status or failure. */
function describeEntry(entry: RequestLogEntry): string {
  const target = entry.path === AMBIGUOUS_PATH ? "tokens" : "orphan";
  const result = entry.fault !== null || entry.outcome !== "answered" ? "(cut or failed)" : String(entry.status);
  return `${entry.method} ${target} ${result}`;
}

test.each(AMBIGUOUS_CREATE_CASES.map((testCase) => [testCase.tried, testCase] as const))(
  "%s",
  async (_tried, testCase: AmbiguousCreateCase) => {
    const { control, proxy } = setup.clients;
    for (const fault of testCase.faults) await control.addFault({ path: AMBIGUOUS_PATH, ...fault });

    const results = await Promise.all(Array.from({ length: testCase.creates }, () => createOne(testCase.label)));
    const tokens = await proxy.listTokens(AMBIGUOUS_PRINCIPAL, { includeRevoked: true });
    const active = tokens.filter((token) => token.status === "active");
    const revoked = tokens.filter((token) => token.status === "revoked");
    const outcome = testCase.expect;

    if (outcome.ok) {
      const created = results.map((result) => {
        if ("error" in result) throw result.error;
        return result.tokenId;
      });
      // Exactly one active token per resource, and it is the one the resource holds.
      expect(new Set(created).size).toBe(testCase.creates);
      expect(active.map((token) => token.id).sort((a, b) => a - b)).toEqual([...created].sort((a, b) => a - b));
      if (outcome.orphanReason === null) {
        expect(revoked).toEqual([]);
      } else {
        expect(revoked).toHaveLength(1);
        expect(revoked[0]).toMatchObject({ label: expect.stringMatching(testCase.label ?? OWN_LABEL), revoked_reason: outcome.orphanReason });
      }
    } else {
      expect(results).toHaveLength(1);
      const [result] = results;
      if (!("error" in result!)) throw new Error(`the create should have failed, and made token ${result!.tokenId}`);
      expect(result.error.message).toMatch(outcome.message);
      expect(active).toHaveLength(outcome.activeLeft);
      expect(revoked).toHaveLength(outcome.revokedOrphans);
    }
    if (testCase.log) {
      const log = (await control.requests()).filter((entry) => entry.path.startsWith(AMBIGUOUS_PATH));
      // The listing above is the test's own: drop it.
      expect(log.slice(0, -1).map(describeEntry)).toEqual(testCase.log);
    }
  },
);
