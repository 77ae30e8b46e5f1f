import * as pulumi from "@pulumi/pulumi";
import { InvalidArgumentError, NotFoundError } from "../../src";
import {
  getQueryLineage,
  getQueryLineageOutput,
  getTopQueries,
  getTopQueriesOutput,
  type GetQueryLineageArgs,
  type GetTopQueriesArgs,
} from "../../src/functions";
import { clientsFor, thrown } from "../../tools/harness/clients";
import { useResetEmulator } from "../../tools/harness/emulator";
import { emulatorStackConfig, resolveOutput, setStackConfig, useCleanProgramSettings } from "./program-settings";

const live = useResetEmulator({ monitors: 0 });
useCleanProgramSettings();
beforeEach(() => setStackConfig(emulatorStackConfig(live.emulator)));

const control = () => clientsFor(live.emulator).control;

const REVENUE_BY_DAY = {
  fingerprint: "9f2c4e1a7b3d5f60",
  statementType: "SELECT",
  normalizedSql:
    "SELECT o.order_date, SUM(o.amount) AS revenue FROM analytics.prod.orders o WHERE o.status = ? GROUP BY o.order_date",
  sqlPreview:
    "SELECT o.order_date, SUM(o.amount) AS revenue FROM analytics.prod.orders o WHERE o.status = ? GROUP BY o.order_date",
  executionCount: 18_422,
  uniqueUsers: 37,
  avgDurationMs: 412.5,
  lastExecuted: "2025-05-31T23:55:02Z",
  popularity: expect.any(Number),
};

describe("getQueryLineage", () => {
  it("returns the query, the tables it reads and where each output column comes from", async () => {
    expect(await getQueryLineage({ fingerprint: "9f2c4e1a7b3d5f60" })).toEqual({
      fingerprint: "9f2c4e1a7b3d5f60",
      query: REVENUE_BY_DAY,
      tablesRead: [{ id: "table:analytics.prod.orders", name: "ANALYTICS.PROD.ORDERS", assetType: "table", rowCount: 120_431 }],
      outputColumns: [
        { name: "ORDER_DATE", dataType: "DATE", position: "1" },
        { name: "REVENUE", dataType: "NUMBER(38,2)", position: "2" },
      ],
      columnLineage: [
        { outputColumn: "ORDER_DATE", sourceTable: "ANALYTICS.PROD.ORDERS", sourceColumn: "ORDER_DATE", transformType: "direct" },
        { outputColumn: "REVENUE", sourceTable: "ANALYTICS.PROD.ORDERS", sourceColumn: "AMOUNT", transformType: "aggregate" },
      ],
    });
  });

  it("fails with a NotFoundError for a fingerprint the service does not know", async () => {
    const error = await thrown(() => getQueryLineage({ fingerprint: "ffffffffffffffff" }));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toContain("/api/v1/lineagev2/query/ffffffffffffffff/lineage");
  });

  it.each<[string, unknown, string]>([
    ["no fingerprint", {}, "fingerprint is required: give the query's fingerprint"],
    ["a blank fingerprint", { fingerprint: "  " }, "fingerprint must be a non-empty query fingerprint"],
    ["a fingerprint that is not a string", { fingerprint: 42 }, "fingerprint must be a string; got 42"],
  ])("refuses %s before sending anything", async (_case, args, message) => {
    const error = await thrown(() => getQueryLineage(args as GetQueryLineageArgs));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error.message).toContain(`getQueryLineage: ${message}`);
    expect(await control().requests()).toEqual([]);
  });
});

describe("getTopQueries", () => {
  it("returns the queries most executed first, each field in camelCase", async () => {
    const raw = await clientsFor(live.emulator).datafold.getTopQueries();
    const { queries } = await getTopQueries();

    expect(queries).toHaveLength(raw.length);
    expect(queries[1]).toEqual(REVENUE_BY_DAY);
    const counts = queries.map((q) => q.executionCount ?? 0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(queries.map((q) => q.fingerprint)).toEqual(raw.map((q) => q.fingerprint));
  });

  it("passes the limit and the statement type on to the service", async () => {
    const { queries } = await getTopQueries({ limit: 2, statementType: "SELECT" });
    expect(queries.map((q) => [q.fingerprint, q.statementType])).toEqual([
      ["0c9f3b6a1e7d2485", "SELECT"],
      ["9f2c4e1a7b3d5f60", "SELECT"],
    ]);
    const [request] = await control().requests();
    expect(request).toMatchObject({ path: "/api/internal/lineagev2/queries", query: { limit: "2", statement_type: "SELECT" } });
  });

  it.each<[string, unknown, string]>([
    ["a limit of 0", { limit: 0 }, "limit must be 1 or more; got 0"],
    ["an empty statement type", { statementType: "" }, "statementType must not be empty"],
    ["an argument it does not take", { top: 5 }, 'getTopQueries has no argument named "top". Remove it or use one of: limit, statementType.'],
  ])("refuses %s before sending anything", async (_case, args, message) => {
    const error = await thrown(() => getTopQueries(args as GetTopQueriesArgs));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error.message).toContain(`getTopQueries: ${message}`);
    expect(await control().requests()).toEqual([]);
  });
});

describe("the Output forms", () => {
  it("getQueryLineageOutput reads the lineage of a fingerprint that another Output provides", async () => {
    const top = getTopQueriesOutput({ limit: pulumi.output(2), statementType: "SELECT" });
    const fingerprint = top.queries.apply((queries) => queries[1]!.fingerprint);
    const lineage = await resolveOutput(getQueryLineageOutput({ fingerprint }));
    expect(lineage).toMatchObject({ isKnown: true, isSecret: false, value: { fingerprint: "9f2c4e1a7b3d5f60", query: REVENUE_BY_DAY } });
  });

  it("getTopQueriesOutput resolves to what getTopQueries returns", async () => {
    const expected = await getTopQueries({ statementType: "MERGE" });
    const resolved = await resolveOutput(getTopQueriesOutput({ statementType: Promise.resolve("MERGE") }));
    expect(resolved.value).toEqual(expected);
    expect(expected.queries.map((q) => q.fingerprint)).toEqual(["5be093f7d2c1a846"]);
  });
});
