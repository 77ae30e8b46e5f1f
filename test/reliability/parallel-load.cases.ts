import type { ReliabilityTable } from "./reliability-table";

export interface LoadScenario {
  readonly tried: string;
  /** ProxyToken resources created, as one `pulumi up` would. */
  readonly creates: number;
  /** Creates the engine runs at once (`pulumi up --parallel`). */
  readonly parallelism: number;
  /** The emulator's rate limit in requests per second; 0 for none. */
  readonly rateLimit: number;
  /** `datafold:maxConcurrentRequests`, or undefined for the default. */
  readonly maxConcurrentRequests: number | undefined;
  /** The most requests the emulator may see in flight at once. */
  readonly expectedPeak: number;
}

/** Resources are spread over these principals, all with the same label, as teams do. */
export const LOAD_PRINCIPALS = ["load-alice", "load-bob", "load-carol", "load-dave"] as const;
export const LOAD_LABEL = "bi-tool";
/** Latency the emulator adds to every request during the load, as a network would. */
export const LOAD_LATENCY_MS = 20;

export const LOAD_SCENARIOS: readonly LoadScenario[] = [
  {
    tried: "200 ProxyToken creates through one provider host at parallelism 20, the emulator answering 429 above 60 requests/s",
    creates: 200,
    parallelism: 20,
    rateLimit: 60,
    maxConcurrentRequests: undefined,
    expectedPeak: 8,
  },
  {
    tried: "60 ProxyToken creates at parallelism 20 with `datafold:maxConcurrentRequests: 3`",
    creates: 60,
    parallelism: 20,
    rateLimit: 0,
    maxConcurrentRequests: 3,
    expectedPeak: 3,
  },
];

function observed(scenario: LoadScenario): string {
  return (
    `all ${scenario.creates} succeed with ${scenario.creates} distinct token ids and secrets; the emulator holds exactly ` +
    `${scenario.creates} active tokens, one per resource, and answered exactly ${scenario.creates} POSTs with 201 ` +
    `(no duplicate create); at most ${scenario.expectedPeak} requests in flight at once, and ${scenario.expectedPeak} reached` +
    (scenario.rateLimit > 0 ? "; the rate limit answered 429 at least once, each retried after its Retry-After" : "")
  );
}

export const LOAD_TABLE: ReliabilityTable = {
  title: "Parallel load",
  method:
    "Resources are registered by the SDK and created through one real provider host by a pool as wide as the " +
    `engine's \`--parallel\`, with ${LOAD_LATENCY_MS} ms of latency per request; the emulator's stats give the peak of ` +
    "requests in flight and the 429s of its rate limit.",
  testFile: "test/reliability/parallel-load.test.ts",
  rows: LOAD_SCENARIOS.map((scenario) => ({ tried: scenario.tried, observed: observed(scenario) })),
};
