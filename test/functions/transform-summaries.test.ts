import * as pulumi from "@pulumi/pulumi";
import { InvalidArgumentError, NotFoundError } from "../../src";
import { getTransformSummaries, getTransformSummariesOutput, type GetTransformSummariesArgs } from "../../src/functions";
import { clientsFor, thrown } from "../../tools/harness/clients";
import { useResetEmulator } from "../../tools/harness/emulator";
import { emulatorStackConfig, resolveOutput, setStackConfig, useCleanProgramSettings } from "./program-settings";

const live = useResetEmulator({ monitors: 0 });
useCleanProgramSettings();
beforeEach(() => setStackConfig(emulatorStackConfig(live.emulator)));

/** Every key of a value, at any depth, except inside maps the service shapes as it likes. */
function keysOf(value: unknown, passThrough: ReadonlySet<string>): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => keysOf(item, passThrough));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...(passThrough.has(key) ? [] : keysOf(inner, passThrough))]);
}

describe("getTransformSummaries", () => {
  it("reports the failed transforms of a migration in progress, with the service's reasons, problems and solutions", async () => {
    const { projectId, summaries, progress } = await getTransformSummaries({ projectId: 2 });

    expect(projectId).toBe(2);
    expect(summaries.map((s) => [s.source, s.status])).toEqual([
      ["etl/customers/merge_customers.sql", "done"],
      ["etl/marketing/attribution.sql", "running"],
      ["etl/marketing/campaign_rollup.sql", "pending"],
      ["etl/finance/revenue_recognition.sql", "failed"],
      ["etl/inventory/stock_snapshot.sql", "failed"],
    ]);
    expect(progress.total).toBe(5);
    expect(progress.countsByStatus).toEqual({ done: 1, running: 1, pending: 1, failed: 2, other: 0 });
    expect(progress.percentDone).toBe(20);
    const [revenue, stock] = [summaries[3]!, summaries[4]!];
    expect(progress.failed).toEqual([
      {
        uuid: revenue.uuid,
        source: "etl/finance/revenue_recognition.sql",
        iterations: 3,
        failedTransformUuid: revenue.transformChain.chain[0]!.transforms[2]!.uuid,
        reason: "max_iterations",
        problem: "The translated code still produces different RECOGNIZED_AMOUNT values after 3 attempts.",
        solution: "Check the rounding of RECOGNIZED_AMOUNT in the source procedure, add a translation hint, retry.",
        errorMessage: "Iteration limit (3) reached with diff result 'different'.",
        location: "etl/finance/revenue_recognition.sql:88",
      },
      {
        uuid: stock.uuid,
        source: "etl/inventory/stock_snapshot.sql",
        iterations: 1,
        failedTransformUuid: stock.transformChain.chain[0]!.transforms[0]!.uuid,
        reason: "tool_error",
        problem: "The translated script does not compile in the target warehouse.",
        solution: "Map the source column STOCK_QTY to QUANTITY_ON_HAND in the column mapping, then retry.",
        errorMessage: "SQL compilation error: error line 14 at position 11 invalid identifier 'STOCK_QTY'",
        location: "etl/inventory/stock_snapshot.sql:14",
      },
    ]);
  });

  it("names every field of the summaries in camelCase, down to the validation results", async () => {
    const raw = (await clientsFor(live.emulator).datafold.listTransformSummaries(2))[3]!;
    const { summaries } = await getTransformSummaries({ projectId: 2 });
    const revenue = summaries[3]!;

    const keys = keysOf(summaries, new Set(["debug", "validations", "relatedAssets"]));
    expect(keys.filter((key) => key.includes("_"))).toEqual([]);
    expect(revenue).toMatchObject({
      uuid: raw.uuid,
      transformGroup: raw.transform_group,
      assetCount: 6,
      iterations: 3,
      validations: raw.validations,
    });
    const rawRoot = raw.transform_chain.root_transform_group;
    expect(revenue.transformChain.rootTransformGroup).toEqual({
      uuid: rawRoot.uuid,
      side: "source",
      computedPk: rawRoot.computed_pk,
      tags: [],
      debug: { source_file: "etl/finance/revenue_recognition.sql" },
    });
    const rawLast = raw.transform_chain.chain[0]!.transforms[2]!;
    const last = revenue.transformChain.chain[0]!.transforms[2]!;
    expect(last).toMatchObject({ transformKind: "squash", lifecycleState: "error", side: "target", computedPk: rawLast.computed_pk });
    expect(last.validationResults[0]).toEqual({
      description: "Data diff of REVENUE_RECOGNITION between the source and the translated code",
      requestedValidationKind: "diff",
      status: "failed",
      result: {
        kind: "diff",
        datadiffId: rawLast.validation_results[0]!.result!.datadiff_id,
        diffResult: "different",
        humanReadableFeedback: "412 of 18,220 rows differ in RECOGNIZED_AMOUNT: rounding happens before the currency conversion.",
        referenceDataset: rawLast.validation_results[0]!.result!.reference_dataset,
        validatedDataset: rawLast.validation_results[0]!.result!.validated_dataset,
        hasSchemaTypeDifferences: false,
        isZeroRowDiff: false,
        incrementalIteration: null,
        totalIterations: null,
      },
      relatedAssets: rawLast.validation_results[0]!.related_assets,
      notes: [],
      createdAt: rawLast.validation_results[0]!.created_at,
      lastUpdatedAt: rawLast.validation_results[0]!.last_updated_at,
      finishedAt: rawLast.validation_results[0]!.finished_at,
    });
    expect(revenue.transformChain.chain[0]!.transforms[0]!.failureSummary).toBeNull();
  });

  it("shows a finished migration as entirely done, with nothing failed", async () => {
    const { summaries, progress } = await getTransformSummaries({ projectId: 1 });
    expect(summaries).toHaveLength(3);
    expect(progress).toEqual({
      total: 3,
      countsByStatus: { done: 3, running: 0, pending: 0, failed: 0, other: 0 },
      percentDone: 100,
      failed: [],
    });
  });

  it("shows a project without transforms as empty, at 0 percent", async () => {
    expect(await getTransformSummaries({ projectId: 3 })).toEqual({
      projectId: 3,
      summaries: [],
      progress: {
        total: 0,
        countsByStatus: { done: 0, running: 0, pending: 0, failed: 0, other: 0 },
        percentDone: 0,
        failed: [],
      },
    });
  });

  it("fails with a NotFoundError for a project that does not exist", async () => {
    const error = await thrown(() => getTransformSummaries({ projectId: 99 }));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toContain("GET " + live.emulator.url + "/api/v1/dma/v2/projects/99/transforms");
  });

  it.each<[string, unknown, string]>([
    ["no project id", {}, "projectId is required: give the id of the DMA project"],
    ["a project id as a string", { projectId: "2" }, 'projectId must be a positive integer; got the string "2" (write the number without quotes)'],
    ["a project id of 0", { projectId: 0 }, "projectId must be a positive integer; got 0"],
    ["a fractional project id", { projectId: 2.5 }, "projectId must be a positive integer; got 2.5"],
  ])("refuses %s before sending anything", async (_case, args, message) => {
    const error = await thrown(() => getTransformSummaries(args as GetTransformSummariesArgs));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error).toMatchObject({ argument: "projectId" });
    expect(error.message).toContain(`getTransformSummaries: ${message}`);
    expect(await clientsFor(live.emulator).control.requests()).toEqual([]);
  });
});

describe("getTransformSummariesOutput", () => {
  it("reads the project an Output names, as getTransformSummaries does", async () => {
    const expected = await getTransformSummaries({ projectId: 2 });
    const output = getTransformSummariesOutput({ projectId: pulumi.output(Promise.resolve(2)) });
    expect(await resolveOutput(output)).toEqual({ value: expected, isKnown: true, isSecret: false });
  });

  it("keeps the result secret when the project id was secret", async () => {
    const resolved = await resolveOutput(getTransformSummariesOutput({ projectId: pulumi.secret(3) }));
    expect(resolved).toMatchObject({ isKnown: true, isSecret: true, value: { projectId: 3, summaries: [] } });
  });
});
