/**
 * The data functions' public types (tools/codegen/function-files.ts), written from their
 * definitions as the resources' are from theirs: `<Name>Args` from `args` as a caller gives
 * them, `<Name>Result` from `result`, the named shapes of `presentation.shapes`, each
 * description a doc comment; shapes declared elsewhere imported by name; shapes a definition
 * built from others (src/functions/result-types.ts) written so. The committed files are
 * compared in test/api/generated-files.test.ts.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { defineDataFunction, type DataFunctionDefinition } from "../../src/functions/data-function";
import { checkedInputsOf, generic, instanceOf, intersectionOf } from "../../src/functions/result-types";
import { DATA_FUNCTIONS } from "../../src/registry";
import * as monitorWire from "../../src/schemas/monitor";
import { viewResult } from "../../src/schemas/view";
import { functionFiles, functionTypeNames, functionTypesFile, FUNCTION_TYPES_DIR } from "../../tools/codegen/function-files";
import { generatedFiles } from "../../tools/codegen/generated-files";
import { FUNCTION_SHAPES } from "../../tools/codegen/resource-shapes";
import { REPO_ROOT } from "../../tools/codegen/shape-files";

/** A definition of the test's own, with the run nobody calls. */
function definition(name: string, args: z.ZodObject, result: z.ZodType, shapes: ReadonlyArray<readonly [z.ZodType, string]> = []): DataFunctionDefinition {
  return defineDataFunction({
    name,
    description: `${name}, for a test of the generator.`,
    args,
    result,
    presentation: { source: "test/codegen/function-files.test.ts", shapes },
    run: () => Promise.reject(new Error("not run")),
  });
}

/** The generated module of the one definition. */
function written(fn: DataFunctionDefinition): string {
  return new Map(functionFiles(REPO_ROOT, [fn])).get(functionTypesFile(fn.name))!;
}

const Counts = z.strictObject({ small: z.number().int().describe("Small ones."), other: z.number().int().describe("The others.") }).describe("Widgets per size.");
const Size = z.enum(["small", "large"]).describe("A widget's size.");

const getWidgets = definition(
  "getWidgets",
  z
    .strictObject({
      sizes: z.array(Size).optional().describe("Only widgets of these sizes."),
      pageSize: z.number().int().default(100).describe("Widgets per request. Default 100."),
      label: z.string().trim().min(1).pipe(z.string()).optional().describe("Only widgets with this label."),
    })
    .describe("The arguments of {@link getWidgets}."),
  z
    .strictObject({
      monitors: z.array(viewResult(monitorWire.MonitorInfo)).describe("Monitors, as their view."),
      counts: Counts.describe("How many of each size."),
      extras: z.array(z.record(z.string(), z.unknown())).describe("What the service adds."),
      state: z.string().nullable().meta({ tsType: "MonitorRunState | (string & {}) | null", description: "The last state." }),
    })
    .describe("What {@link getWidgets} returns."),
  [
    [Size, "WidgetSize"],
    [Counts, "WidgetCounts"],
  ],
);

describe("a data function's types, from its definition", () => {
  const text = written(getWidgets);

  test("its names: <Name>Args and <Name>Result, in src/functions/generated/<module>.ts", () => {
    expect(functionTypeNames("getWidgets")).toEqual({ args: "GetWidgetsArgs", result: "GetWidgetsResult" });
    expect(functionTypesFile("getWidgets")).toBe(`${FUNCTION_TYPES_DIR}/get-widgets.ts`);
    expect(text).toMatch(/^\/\/ Generated from test\/codegen\/function-files\.test\.ts by `npm run generate`: do not edit\./);
  });

  test("the arguments as a caller gives them: a default is optional, a pipe takes its input; readonly, arrays too", () => {
    expect(text).toContain(
      [
        "/** The arguments of {@link getWidgets}. */",
        "export interface GetWidgetsArgs {",
        "  /** Only widgets of these sizes. */",
        "  readonly sizes?: readonly WidgetSize[];",
        "  /** Widgets per request. Default 100. */",
        "  readonly pageSize?: number;",
        "  /** Only widgets with this label. */",
        "  readonly label?: string;",
        "}",
      ].join("\n"),
    );
  });

  test("the result as run returns it: a view and a named shape by name, records readonly, a tsType as given", () => {
    expect(text).toContain("  readonly monitors: readonly MonitorInfo[];");
    expect(text).toContain("  /** How many of each size. */\n  readonly counts: WidgetCounts;");
    expect(text).toContain("  readonly extras: readonly Readonly<Record<string, unknown>>[];");
    expect(text).toContain("  /** The last state. */\n  readonly state: MonitorRunState | (string & {}) | null;");
  });

  test("its named shapes are declared, an enumeration as a type alias, each with its description", () => {
    expect(text).toContain('/** A widget\'s size. */\nexport type WidgetSize = "small" | "large";');
    expect(text).toContain("/** Widgets per size. */\nexport interface WidgetCounts {\n  /** Small ones. */\n  readonly small: number;");
  });

  test("a type declared elsewhere is imported by name, from its generated module; nothing imports zod", () => {
    expect(text).toContain('import type { MonitorInfo, MonitorRunState } from "../../types/monitor";\n');
    expect(text).not.toMatch(/from "zod"/);
  });

  test("the barrel exports each function's types and shapes", () => {
    const barrel = new Map(functionFiles(REPO_ROOT, [getWidgets])).get(`${FUNCTION_TYPES_DIR}/index.ts`);
    expect(barrel).toContain('export type { GetWidgetsArgs, GetWidgetsResult, WidgetSize, WidgetCounts } from "./get-widgets";');
  });

  test("a type or field without a description fails, naming it", () => {
    const bare = definition("getBare", z.strictObject({ id: z.number().describe("The id.") }), z.strictObject({ id: z.number().describe("The id.") }));
    expect(() => written(bare)).toThrow(/GetBareArgs \(test\/codegen\/function-files\.test\.ts\) has no description/);
    const field = definition("getField", z.strictObject({}).describe("No arguments."), z.strictObject({ id: z.number() }).describe("An id."));
    expect(() => written(field)).toThrow(/GetFieldResult\.id has no description/);
  });

  test("a shape's name must be unique among every generated type", () => {
    const clash = definition("getClash", z.strictObject({}).describe("None."), Counts.describe("Counts."), [[Counts, "MonitorInfo"]]);
    expect(() => functionFiles(REPO_ROOT, [clash])).toThrow(/MonitorInfo is declared in src\/types\/monitor\.ts and in src\/functions\/generated\/get-clash\.ts/);
  });
});

describe("result shapes built from others (src/functions/result-types.ts)", () => {
  const FLAGS = {
    datadiffId: z.number().int().describe("The data diff."),
    archived: z.boolean().optional().describe("Archived."),
    purged: z.boolean().optional().describe("Purged."),
  };
  const Flags = checkedInputsOf("DataDiffFlags", FLAGS, ["restoreOnDelete"]).describe("A data diff's flags, as a DataDiffFlags' inputs.");
  const ShownFlags = checkedInputsOf("DataDiffFlags", { ...FLAGS, purged: z.literal(false).describe("Never purged, as shown.") }, ["restoreOnDelete"], ["purged"]).describe(
    "A data diff's flags as shown.",
  );
  const Facts = generic(
    z.strictObject({ kind: z.enum(["a", "b"]).describe("Its kind."), seenAt: z.string().describe("When it was seen.") }).describe("What is known of it."),
    { name: "K", field: "kind" },
  );
  const Result = z
    .discriminatedUnion("kind", [
      intersectionOf(Flags, instanceOf(Facts, z.literal("a").describe("`a`."))),
      intersectionOf(ShownFlags, instanceOf(Facts, z.literal("b").describe("`b`."))),
    ])
    .describe("What it returns.");
  const getFlags = definition("getFlags", z.strictObject({}).describe("None."), Result, [
    [Flags, "FlagsSpec"],
    [ShownFlags, "ShownFlagsSpec"],
    [Facts, "FlagsFacts"],
  ]);
  const text = written(getFlags);

  test("a resource's checked inputs, some left out: Omit of its generated type, with its own fields written out", () => {
    expect(text).toContain('export type FlagsSpec = Omit<DataDiffFlagsCheckedInputs, "restoreOnDelete">;');
    expect(text).toContain(
      'export type ShownFlagsSpec = Omit<DataDiffFlagsCheckedInputs, "restoreOnDelete" | "purged"> & {\n  /** Never purged, as shown. */\n  readonly purged: false;\n};',
    );
    expect(text).toContain('import type { DataDiffFlagsCheckedInputs } from "../../resources/generated/data-diff-flags";');
  });

  test("a generic shape: its parameter's field is the parameter, bounded by the field's type; an instance gives the argument", () => {
    expect(text).toContain('export interface FlagsFacts<K extends "a" | "b"> {\n  /** Its kind. */\n  readonly kind: K;');
    expect(text).toContain('export type GetFlagsResult =\n  | (FlagsSpec & FlagsFacts<"a">)\n  | (ShownFlagsSpec & FlagsFacts<"b">);');
  });

  test("the zod objects are whole: they check and describe every field, for the result check and the package schema", () => {
    expect(Result.safeParse({ datadiffId: 1, kind: "a", seenAt: "now" }).success).toBe(true);
    expect(Result.safeParse({ datadiffId: 1, kind: "b", seenAt: "now", purged: true }).success).toBe(false);
    expect(Result.safeParse({ datadiffId: 1, kind: "a", seenAt: "now", restoreOnDelete: true }).success).toBe(false);
  });

  test("fields that are not the resource's inputs, but those left out, fail the generation, naming both lists", () => {
    const wrong = checkedInputsOf("DataDiffFlags", { datadiffId: FLAGS.datadiffId, archived: z.boolean().describe("Archived, always.") }, ["restoreOnDelete"]).describe("Wrong.");
    const fn = definition("getWrong", z.strictObject({}).describe("None."), wrong);
    expect(() => written(fn)).toThrow(/its fields \(datadiffId, archived\) are not DataDiffFlags's checked inputs but those left out \(datadiffId, archived\?, purged\?\)/);
  });

  test("an instance of a generic shape not declared by name fails", () => {
    const fn = definition("getLost", z.strictObject({}).describe("None."), instanceOf(Facts, z.literal("a").describe("`a`.")).describe("Lost."));
    expect(() => written(fn)).toThrow(/declared by no name/);
  });
});

describe("the package's data functions", () => {
  test("every file of src/functions/generated is generated, and npm run generate writes it", () => {
    const generated = [...generatedFiles().keys()].filter((path) => path.startsWith(`${FUNCTION_TYPES_DIR}/`));
    expect(generated.sort()).toEqual([...DATA_FUNCTIONS.map((fn) => functionTypesFile(fn.name)), `${FUNCTION_TYPES_DIR}/index.ts`].sort());
    const files = readdirSync(join(REPO_ROOT, FUNCTION_TYPES_DIR)).map((file) => `${FUNCTION_TYPES_DIR}/${file}`);
    expect(files.sort()).toEqual(generated.sort());
  });

  test("their named shapes, declared by the definitions, are the ones the package schema names", () => {
    expect(FUNCTION_SHAPES.map(([, name]) => name)).toEqual(DATA_FUNCTIONS.flatMap((fn) => (fn.presentation.shapes ?? []).map(([, name]) => name)));
    expect(FUNCTION_SHAPES.map(([, name]) => name)).toEqual(expect.arrayContaining(["MonitorStateCounts", "TransformProgress", "DataTestMonitorShownTest", "GetMonitorFacts"]));
  });

  test("no generated type imports zod, and each names the definition module it comes from", () => {
    for (const fn of DATA_FUNCTIONS) {
      const text = generatedFiles().get(functionTypesFile(fn.name))!;
      expect(text).not.toMatch(/from "zod"/);
      expect(text.split("\n")[0]).toContain(`Generated from ${fn.presentation.source} `);
    }
  });
});
