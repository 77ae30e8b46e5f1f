import type { FaultRule } from "../../../packages/datafold-emulator/src/control-client";
import { tokenBasePath } from "../../../src/core/principal";
import type { CliResult, PulumiStack } from "../../../tools/harness/pulumi-project";
import type { E2EContext } from "./e2e";
import { tokensInState } from "./token-state";

/*
 * The resource families of the parallel-stacks test at scale, one entry each: what every stack
 * declares of the family (sharing what stacks of one account share: principals, names), the
 * faults injected on its endpoints, and how to tell what a stack holds, what the account has,
 * and which objects a failed create named. The test's rules are the same for every family:
 * adding a family is one entry here (and its resource in the programs).
 */

/** The principal every stack's token is of: shared by all, default labels. */
export const SHARED_PRINCIPAL = { type: "service_principal", id: "dbt-shared-by-four" } as const;
/** The name every stack's monitor has: shared by all. */
export const SHARED_MONITOR_NAME = "Orders rows (shared by four stacks)";
/** The name every stack's dbt integration has: shared by all. */
export const SHARED_INTEGRATION_NAME = "dbt lineage (shared by four stacks)";
/** The name every stack's data source has: shared by all. */
export const SHARED_DATA_SOURCE_NAME = "warehouse-shared-by-four";
/** Each stack archives a data diff of its own: a data diff's flags are one object of the account, never two stacks'. */
const FIRST_DATA_DIFF = 101;
/** The reason the provider revokes a token of a label of its own that a lost answer made with. */
export const ORPHAN_REASON = "Orphan of an interrupted create: the answer was lost";

export interface ParallelFamily {
  readonly name: string;
  /** The program lines of this family for the stack of `index`; `atStart` holds one input until every stack is ready. */
  program(index: number): string[];
  /** Faults on this family's endpoints; each acts on whichever stack's request comes. */
  readonly faults: readonly FaultRule[];
  /** The ids of the objects the stack holds of this family, from its state. */
  held(stack: PulumiStack): Promise<number[]>;
  /** The objects of this family in the account that the stacks could hold (live ones: active tokens, existing monitors, archived data diffs). */
  live(e2e: E2EContext, stackCount: number): Promise<number[]>;
  /**
   * The candidates a failed up named for this family (an UnresolvedCreateError: the API cannot
   * tell whose they are), or undefined when its output holds no such failure of the family.
   */
  candidates(result: CliResult): number[] | undefined;
  /** The user's settling of a candidate no stack holds, as the error tells it: the orphan goes. */
  removeOrphan(e2e: E2EContext, id: number): Promise<void>;
  /** The family's objects stay in Datafold after destroy (a data diff's flags, a data source: no API deletes them). */
  readonly outlivesDestroy?: boolean;
  /** Checks of the family's own after everything settled (a revoked token carries the orphan reason, say). */
  extraChecks?(e2e: E2EContext, held: ReadonlySet<number>): Promise<void>;
}

const output = (result: CliResult) => result.stdout + result.stderr;

/** The ids an UnresolvedCreateError of a family names: `... of that <kind|type> and name appeared: 12, 13.` */
function appearedIds(result: CliResult, what: string): number[] | undefined {
  const ids = new RegExp(`${what} of that (?:kind|type) and name appeared: ([\\d, ]+)\\.`).exec(output(result));
  return ids === null ? undefined : ids[1]!.split(",").map((id) => Number(id.trim()));
}

export const PARALLEL_FAMILIES: readonly ParallelFamily[] = [
  {
    name: "tokens",
    program: () => [
      `new datafold.ProxyToken("dbt", {`,
      `  principalType: "service_principal",`,
      `  principalId: atStart(${JSON.stringify(SHARED_PRINCIPAL.id)}),`,
      `  expiresInDays: 30,`,
      `});`,
    ],
    faults: [
      // Two creates' answers lost after the service made the token; two listings refused with 502.
      { method: "POST", path: tokenBasePath(SHARED_PRINCIPAL), action: "commit-then-drop", times: 2 },
      { method: "GET", path: tokenBasePath(SHARED_PRINCIPAL), action: "status", status: 502, times: 2, skip: 1 },
      { method: "POST", path: tokenBasePath(SHARED_PRINCIPAL), action: "status", status: 429, headers: { "retry-after": "1" }, times: 1 },
    ],
    async held(stack) {
      const token = (await tokensInState(stack)).get("dbt");
      return token === undefined ? [] : [token.tokenId];
    },
    async live(e2e) {
      return (await e2e.clients.proxy.listTokens(SHARED_PRINCIPAL)).filter((token) => token.status === "active").map((token) => token.id);
    },
    candidates(result) {
      const text = output(result);
      if (!text.includes("so nothing was revoked")) return undefined;
      const ids = /tokenIds: \[([\d, ]+)\]/.exec(text);
      return ids === null ? undefined : ids[1]!.split(",").map((id) => Number(id.trim()));
    },
    async removeOrphan(e2e, id) {
      await e2e.clients.proxy.revokeToken(SHARED_PRINCIPAL, id, { reason: "orphan of a lost create answer, revoked by its owner" });
    },
    async extraChecks(e2e, held) {
      // Every token not held is revoked, and by the rule of own labels: the lost answers' orphans.
      const all = await e2e.clients.proxy.listTokens(SHARED_PRINCIPAL, { includeRevoked: true });
      for (const token of all.filter((candidate) => !held.has(candidate.id))) {
        expect(token.status).toBe("revoked");
        expect(token.revoked_reason).toMatch(/^Orphan of an interrupted create: the answer was lost|orphan of a lost create answer, revoked by its owner/);
      }
      // Each held token's label is its stack's own: no two alike.
      const labels = all.filter((token) => held.has(token.id)).map((token) => token.label);
      expect(new Set(labels).size).toBe(labels.length);
    },
  },
  {
    name: "monitors",
    program: () => [
      `new datafold.MetricMonitor("rows", {`,
      `  name: atStart(${JSON.stringify(SHARED_MONITOR_NAME)}),`,
      `  connectionId: 7,`,
      `  metric: { type: "table", table: "analytics.orders", metric: "row_count" },`,
      `  schedule: { interval: { every: "hour" } },`,
      `});`,
    ],
    faults: [
      // One create's answer lost after the service made the monitor; one refused with 503
      // before it did; listings refused with 429 and Retry-After.
      { method: "POST", path: "/api/v1/monitors/create/metric", action: "commit-then-drop", times: 1 },
      { method: "POST", path: "/api/v1/monitors/create/metric", action: "status", status: 503, times: 1 },
      { method: "GET", path: "/api/v1/monitors*", action: "status", status: 429, headers: { "retry-after": "1" }, times: 3 },
    ],
    async held(stack) {
      const rows = (await stack.resources(":MetricMonitor")).get("rows");
      return rows === undefined ? [] : [Number(rows.outputs!.monitorId)];
    },
    async live(e2e) {
      return (await e2e.clients.datafold.listAllMonitors()).filter((monitor) => monitor.name === SHARED_MONITOR_NAME).map((monitor) => monitor.id!);
    },
    candidates(result) {
      const line = output(result)
        .split("\n")
        .find((candidate) => candidate.includes("so none was taken"));
      if (line === undefined) return undefined;
      return [...new Set([...line.matchAll(/(\d+) \(created [^)]+\)/g)].map((match) => Number(match[1])))];
    },
    async removeOrphan(e2e, id) {
      await e2e.clients.control.deleteMonitor(id);
    },
  },
  {
    name: "data-diff flags",
    program: (index) => [`new datafold.DataDiffFlags("flags", { datadiffId: atStart(${FIRST_DATA_DIFF + index}), archived: true });`],
    faults: [
      // PATCH and GET are idempotent: retried through 503 and 429.
      { method: "PATCH", path: "/api/v1/datadiffs/*", action: "status", status: 503, times: 2 },
      { method: "GET", path: "/api/v1/datadiffs/*", action: "status", status: 429, headers: { "retry-after": "1" }, times: 2 },
    ],
    async held(stack) {
      const flags = (await stack.resources(":DataDiffFlags")).get("flags");
      return flags === undefined ? [] : [Number(flags.outputs!.datadiffId)];
    },
    async live(e2e, stackCount) {
      const ids = Array.from({ length: stackCount }, (_, i) => FIRST_DATA_DIFF + i);
      const diffs = await Promise.all(ids.map((id) => e2e.clients.datafold.getDataDiff(id)));
      return diffs.filter((diff) => diff.archived).map((diff) => diff.id!);
    },
    candidates: () => undefined,
    async removeOrphan() {
      throw new Error("a data diff's flags are never created, so never an orphan");
    },
    outlivesDestroy: true,
  },
  {
    name: "BI integrations",
    program: () => [`new datafold.DbtIntegration("lineage", { name: atStart(${JSON.stringify(SHARED_INTEGRATION_NAME)}), ciConfigId: 4 });`],
    faults: [
      // One create's answer lost after the service made the integration; listings (which settle it) refused with 429.
      { method: "POST", path: "/api/v1/lineage/bi/dbt/", action: "commit-then-drop", times: 1 },
      { method: "GET", path: "/api/v1/lineage/bi/", action: "status", status: 429, headers: { "retry-after": "1" }, times: 2 },
    ],
    async held(stack) {
      const lineage = (await stack.resources(":DbtIntegration")).get("lineage");
      return lineage === undefined ? [] : [Number(lineage.outputs!.integrationId)];
    },
    async live(e2e) {
      return (await e2e.clients.datafold.listBiIntegrations()).filter((integration) => integration.name === SHARED_INTEGRATION_NAME).map((integration) => integration.id);
    },
    candidates: (result) => appearedIds(result, "integrations?"),
    async removeOrphan(e2e, id) {
      await e2e.clients.control.deleteBiIntegration(id);
    },
  },
  {
    name: "data sources",
    program: () => [
      `new datafold.DataSource("warehouse", {`,
      `  name: atStart(${JSON.stringify(SHARED_DATA_SOURCE_NAME)}),`,
      `  postgres: { host: "pg.internal", user: "datafold", dbname: "analytics" },`,
      `});`,
    ],
    faults: [
      // One create's answer lost after the service made the data source; one connection test's result refused with 503.
      { method: "POST", path: "/api/v1/data_sources", action: "commit-then-drop", times: 1 },
      { method: "GET", path: "/api/v1/data_sources/test/*", action: "status", status: 503, times: 1 },
    ],
    async held(stack) {
      const warehouse = (await stack.resources(":DataSource")).get("warehouse");
      return warehouse === undefined ? [] : [Number(warehouse.outputs!.dataSourceId)];
    },
    async live(e2e) {
      return (await e2e.clients.datafold.listDataSources()).filter((source) => source.name === SHARED_DATA_SOURCE_NAME).map((source) => source.id);
    },
    candidates: (result) => appearedIds(result, "data sources?"),
    async removeOrphan(e2e, id) {
      await e2e.clients.control.deleteDataSource(id);
    },
    outlivesDestroy: true,
  },
];
