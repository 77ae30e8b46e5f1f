import { z } from "zod";
import { oneOf } from "../core/arguments";
import { ListAllMonitorsParams } from "../client/main-service/params";
import { mustBe } from "../core/describe-value";
import * as wire from "../schemas/monitor";
import { viewResult } from "../schemas/view";
import { defineDataFunction } from "./data-function";
import type { GetMonitorsResult } from "./generated/get-monitors";

/** A monitor's last run state, or "none" (the public type MonitorStateName). */
export const MonitorStateName = oneOf([...wire.MonitorRunState.options, "none"]).describe(
  'A monitor\'s last run state, or "none" for a monitor that has not reported one yet.',
);

const STATE_NAMES = MonitorStateName.options;

// maxPages last: the list of arguments in messages keeps the filters together, as it always did.
const GetMonitorsArgs = ListAllMonitorsParams.omit({ concurrency: true, maxPages: true })
  .extend({
    tags: ListAllMonitorsParams.shape.tags.describe(
      "Only monitors that carry every one of these tags (filtered by the service); each non-empty, without commas.",
    ),
    pageSize: ListAllMonitorsParams.shape.pageSize.describe(
      "Monitors per request while walking the pages: a whole number, 1 or more. Default 100. Changes only how many requests " +
        "are made, not the result.",
    ),
    states: z
      .array(MonitorStateName, mustBe("an array of states"))
      .optional()
      .describe('Only monitors whose last run state is one of these ("none": no state reported yet).'),
    monitorTypes: z
      .array(oneOf(wire.MonitorType.options), mustBe("an array of monitor types"))
      .optional()
      .describe("Only monitors of these kinds (diff, metric, schema, test)."),
    enabled: z.boolean(mustBe("true or false", "boolean")).optional().describe("Only enabled (true) or only disabled (false) monitors."),
    maxPages: ListAllMonitorsParams.shape.maxPages.describe(
      "Most pages read. A service whose first page announces more fails the call (TooManyPagesError) instead of being " +
        "walked. Default 10 000, far above any real account at the default page size.",
    ),
  })
  .describe("The arguments of {@link getMonitors}: every one optional; together they narrow the list.");

/** Counts by key, each key described: every key is always present. */
function countsOf(keys: readonly string[], describe: (key: string) => string, description: string): z.ZodObject {
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, z.number().int().describe(describe(key))]))).describe(description);
}

/** Monitors per last run state (the public type MonitorStateCounts). */
export const MonitorStateCounts = countsOf(
  [...STATE_NAMES, "other"],
  (state) =>
    state === "other" ? "Monitors in a state this package does not know yet." : state === "none" ? "Monitors that have not reported a state yet." : `Monitors whose last run state is \`${state}\`.`,
  "Monitors per last run state. Every key is always present (0 when no monitor is in that state), so a stack output such " +
    "as `countsByState.alert` is always a number; `other` counts states this package does not know yet. The counts add up to `total`.",
);

/** Monitors per kind (the public type MonitorTypeCounts). */
export const MonitorTypeCounts = countsOf(
  [...wire.MonitorType.options, "other"],
  (type) => (type === "other" ? "Monitors of a kind this package does not know yet, or of none." : `Monitors of kind \`${type}\`.`),
  "Monitors per kind, as {@link MonitorStateCounts}: every key always present (0 when none), adding up to `total`; " +
    "`other` counts unknown or missing kinds.",
);

const GetMonitorsResultSchema = z
  .strictObject({
    monitors: z.array(viewResult(wire.MonitorInfo)).describe("Every monitor that matches the arguments, from all pages, in the service's order."),
    total: z.number().int().describe("How many monitors matched: the length of `monitors`."),
    countsByState: MonitorStateCounts.describe("How many of the matching monitors are in each last run state."),
    countsByType: MonitorTypeCounts.describe("How many of the matching monitors are of each kind."),
  })
  .describe("What {@link getMonitors} returns: read afresh at every run of the program.");

/** Counts items per key: every known key starts at 0, any other key counts as `other`. */
function countBy<T, K extends string>(
  items: readonly T[],
  knownKeys: readonly K[],
  keyOf: (item: T) => string | null,
): { [P in K | "other"]: number } {
  const counts = Object.fromEntries([...knownKeys, "other"].map((key) => [key, 0])) as Record<K | "other", number>;
  for (const item of items) {
    const key = keyOf(item);
    const known = knownKeys.find((candidate) => candidate === key);
    counts[known ?? "other"] += 1;
  }
  return counts;
}

export const getMonitorsDefinition = defineDataFunction({
  name: "getMonitors",
  description:
    "Reads every monitor of the account (all pages, fetched a few at a time), keeps those that match the arguments, and " +
    "counts them by state and kind. Tags and order are applied by the service; states, kinds and `enabled` here, as the API " +
    "cannot filter on them. Connection: the provider's `apiKey` (secret) and `host`.",
  args: GetMonitorsArgs,
  result: GetMonitorsResultSchema,
  presentation: {
    source: "src/functions/monitors-definition.ts",
    shapes: [
      [MonitorStateName, "MonitorStateName"],
      [MonitorStateCounts, "MonitorStateCounts"],
      [MonitorTypeCounts, "MonitorTypeCounts"],
    ],
  },
  async run({ states, monitorTypes, enabled, ...query }, clients): Promise<GetMonitorsResult> {
    const all = await clients.datafold().listAllMonitors(query);
    const wantedStates = states && new Set<string | null>(states.map((state) => (state === "none" ? null : state)));
    const wantedTypes = monitorTypes && new Set<string | null>(monitorTypes);
    const monitors = all
      .filter(
        (monitor) =>
          (wantedStates === undefined || wantedStates.has(monitor.state ?? null)) &&
          (wantedTypes === undefined || wantedTypes.has(monitor.monitor_type)) &&
          (enabled === undefined || monitor.enabled === enabled),
      )
      .map((monitor) => wire.MonitorInfo.from(monitor));
    return {
      monitors,
      total: monitors.length,
      countsByState: countBy(monitors, STATE_NAMES, (m) => m.state ?? "none"),
      countsByType: countBy(monitors, wire.MonitorType.options, (m) => m.monitorType),
    };
  },
});
