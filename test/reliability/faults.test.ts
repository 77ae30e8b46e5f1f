/**
 * Faults survived (issue 4): GET, PATCH and DELETE get through two 503s, a 429 with
 * Retry-After, a reset and a slow answer, through the clients and through the provider host;
 * 400/401/403/404/422 are never retried. The emulator's request log is the evidence.
 *
 * The clients run with the default retry policy and a recording `sleep`: the test asserts
 * every wait they ask for, and takes no time waiting. The provider host (a child process, with
 * the real timer) is the end-to-end case: there the log shows the Retry-After wait as it passed.
 */
import { DEFAULT_RETRY_POLICY, type RetryEvent } from "../../src/clients";
import { DataDiffFlags, ProxyToken } from "../../src/resources";
import type { RequestLogEntry } from "../../packages/datafold-emulator/src/control-client";
import { clientsFor, thrown } from "../../tools/harness/clients";
import { checkedRegistration, useProviderHost } from "../../tools/harness/provider-harness";
import { recordingSleep } from "../support/recording-sleep";
import {
  CLIENT_OPERATIONS,
  CLIENT_TIMEOUT_MS,
  DATA_DIFF_ID,
  FAULT_PRINCIPAL,
  faultSequence,
  HOST_NEVER_RETRIED,
  HOST_OPERATIONS,
  HOST_TIMEOUT_MS,
  NEVER_RETRIED,
  RETRY_AFTER_SECONDS,
  SEQUENCE_IN_LOG,
  SEQUENCE_RETRY_REASONS,
  type ClientOperation,
} from "./faults.cases";

const setup = useProviderHost({ "datafold:timeoutMs": String(HOST_TIMEOUT_MS) });

/** What one attempt looks like in the cases: its status, or how the exchange ended. */
function attemptOf(entry: RequestLogEntry): string {
  if (entry.outcome !== "answered") return entry.outcome;
  if (entry.fault === "delay") return "slow";
  return String(entry.status);
}

async function attemptsAt(method: string, path: string): Promise<RequestLogEntry[]> {
  return (await setup.clients.control.requests()).filter((entry) => entry.method === method && entry.path === path);
}

async function addSequence(method: string, path: string, timeoutMs: number): Promise<void> {
  for (const fault of faultSequence(timeoutMs)) await setup.clients.control.addFault({ method, path, ...fault });
}

/** The attempts show the whole sequence, and the one after the 429 came after the Retry-After wait, in real time. */
function expectSequenceSurvived(attempts: readonly RequestLogEntry[]): void {
  expect(attempts.map(attemptOf)).toEqual([...SEQUENCE_IN_LOG]);
  const waited = Date.parse(attempts[3]!.time) - Date.parse(attempts[2]!.time);
  expect(waited).toBeGreaterThanOrEqual(RETRY_AFTER_SECONDS * 1000);
}

/**
 * The waits a client asked for, one per retry and each the one it announced: the Retry-After
 * exactly, the others the default backoff of their retry (half to all of 250 ms doubled per
 * retry, with jitter). A 429 with Retry-After is the service pacing the account, not a failure
 * of the request: it is not counted against the retry limit, so the retry after it has the
 * number the 429's had.
 */
function expectDefaultWaits(delays: readonly number[], events: readonly RetryEvent[]): void {
  expect(delays).toEqual(events.map((event) => event.delayMs));
  expect(events.map((event) => event.retry)).toEqual([1, 2, 3, 3, 4]);
  expect(delays[2]).toBe(RETRY_AFTER_SECONDS * 1000);
  for (const position of [0, 1, 3, 4]) {
    const retry = events[position]!.retry;
    const step = Math.min(DEFAULT_RETRY_POLICY.maxDelayMs, DEFAULT_RETRY_POLICY.baseDelayMs * 2 ** (retry - 1));
    expect(delays[position]).toBeGreaterThanOrEqual(step / 2);
    expect(delays[position]).toBeLessThanOrEqual(step);
  }
}

async function tokenToActOn(): Promise<number> {
  return (await setup.clients.proxy.createToken(FAULT_PRINCIPAL, { label: "faults" })).id;
}

const byCall = (ops: readonly ClientOperation[]) => ops.map((op) => [`${op.method} (${op.call})`, op] as const);

describe("through the clients", () => {
  test.each(byCall(CLIENT_OPERATIONS))("%s survives the fault sequence", async (_name, op) => {
    const tokenId = await tokenToActOn();
    await setup.clients.control.clearRequests();
    await addSequence(op.method, op.path(tokenId), CLIENT_TIMEOUT_MS);
    const events: RetryEvent[] = [];
    const recorded = recordingSleep();
    const clients = clientsFor(setup.emulator, {
      timeoutMs: CLIENT_TIMEOUT_MS,
      retry: DEFAULT_RETRY_POLICY,
      sleep: recorded.sleep,
      onRetry: (event) => events.push(event),
    });

    await op.run(clients, tokenId);

    expect((await attemptsAt(op.method, op.path(tokenId))).map(attemptOf)).toEqual([...SEQUENCE_IN_LOG]);
    expect(events.map((event) => event.reason)).toEqual([...SEQUENCE_RETRY_REASONS]);
    expectDefaultWaits(recorded.delays, events);
  });

  const neverRetried = CLIENT_OPERATIONS.filter((op) => op.call !== "ProxyAdminClient.getToken").flatMap((op) =>
    NEVER_RETRIED.map((answer) => [`${op.method} (${op.call})`, answer.status, answer.errorClass, op] as const),
  );
  test.each(neverRetried)("%s answered %i throws %s and is not retried", async (_name, status, errorClass, op) => {
    const tokenId = await tokenToActOn();
    await setup.clients.control.clearRequests();
    await setup.clients.control.addFault({ method: op.method, path: op.path(tokenId), action: "status", status, times: 5 });

    const error = await thrown(() => op.run(setup.clients, tokenId));

    expect(error.name).toBe(errorClass);
    expect(error).toMatchObject({ status });
    expect(await attemptsAt(op.method, op.path(tokenId))).toHaveLength(1);
  });
});

describe("through the provider host", () => {
  let counter = 0;

  async function liveToken() {
    const name = `faulty-token-${++counter}`;
    const { registration, inputs } = await checkedRegistration(setup.host, name, () => {
      return new ProxyToken(name, { principalType: FAULT_PRINCIPAL.type, principalId: FAULT_PRINCIPAL.id, label: "faults" });
    });
    const created = await setup.host.create(registration.urn, inputs);
    const path = `/admin/users/${FAULT_PRINCIPAL.id}/tokens/${created.properties.tokenId as number}`;
    return { urn: registration.urn, inputs, id: created.id, outputs: created.properties, path };
  }

  async function liveFlags() {
    const name = `faulty-flags-${++counter}`;
    const archived = await checkedRegistration(setup.host, name, () => new DataDiffFlags(name, { datadiffId: DATA_DIFF_ID, archived: true }));
    const created = await setup.host.create(archived.registration.urn, archived.inputs);
    const unarchived = await checkedRegistration(setup.host, `${name}-next`, () => {
      return new DataDiffFlags(`${name}-next`, { datadiffId: DATA_DIFF_ID, archived: false });
    });
    const update = () => setup.host.update(archived.registration.urn, created.id, created.properties, unarchived.inputs, archived.inputs);
    return { update, path: `/api/v1/datadiffs/${DATA_DIFF_ID}` };
  }

  /** Runs one host operation after `arm` has set faults on its request; resolves with its attempts. */
  async function hostOperation(method: (typeof HOST_OPERATIONS)[number]["method"], arm: (path: string) => Promise<void>) {
    if (method === "PATCH") {
      const flags = await liveFlags();
      await setup.clients.control.clearRequests();
      await arm(flags.path);
      const outcome = await flags.update().then(() => undefined, (error: Error) => error);
      return { outcome, attempts: await attemptsAt(method, flags.path) };
    }
    const token = await liveToken();
    await setup.clients.control.clearRequests();
    await arm(token.path);
    const run =
      method === "GET"
        ? () => setup.host.read(token.urn, token.id, token.outputs, token.inputs)
        : () => setup.host.delete(token.urn, token.id, token.outputs, token.inputs);
    const outcome = await run().then(() => undefined, (error: Error) => error);
    return { outcome, attempts: await attemptsAt(method, token.path) };
  }

  test.each(HOST_OPERATIONS.map((op) => [op.method, op.operation] as const))(
    "%s (%s) survives the fault sequence",
    async (method) => {
      const { outcome, attempts } = await hostOperation(method, (path) => addSequence(method, path, HOST_TIMEOUT_MS));
      expect(outcome).toBeUndefined();
      expectSequenceSurvived(attempts);
    },
    30_000,
  );

  test.each(HOST_NEVER_RETRIED.map((op) => [op.method, op.operation, op.status] as const))(
    "%s (%s) answered %i fails at once",
    async (method, _operation, status) => {
      const { outcome, attempts } = await hostOperation(method, async (path) => {
        await setup.clients.control.addFault({ method, path, action: "status", status, times: 5 });
      });
      expect(outcome?.message).toContain(String(status));
      expect(attempts).toHaveLength(1);
    },
  );
});
