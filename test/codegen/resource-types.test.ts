/**
 * The resources' public types (tools/codegen/resource-types.ts): their fields are read by the
 * one type model the API shapes use, and fields several resources share are emitted once and
 * extended. The committed files themselves are compared in test/api/generated-files.test.ts.
 */
import { z } from "zod";
import { input, output, type Fields } from "../../src/kit/fields";
import { wholeNumber } from "../../src/kit/whole-number";
import { MONITOR_OUTPUTS, monitorNameInput, monitorSettingsInputs } from "../../src/provider/monitors/monitor-inputs";
import { jsonSchemaOf, shapeNamer } from "../../tools/codegen";
import { generatedFiles } from "../../tools/codegen/generated-files";
import { emitResourceTypes, resourceModel, type CommonFields } from "../../tools/codegen/resource-types";

const Window = z.strictObject({ from: z.string().describe("Where it starts."), to: z.string().optional().describe("Where it ends. Optional.") }).describe("A window of time.");

const WIDGET_INPUTS = {
  label: input(z.string(), { description: "The label.", required: "give a label." }),
  size: input(wholeNumber(1, 10, "a size").meta({ tsType: "number" }), { description: "The size.", default: 1 }),
  color: input(z.enum(["red", "blue"]), { description: "The color.", replaces: true }),
  expiresAt: input(z.string(), { description: "When it expires; null for never.", nullable: true }),
  window: input(Window, { description: "When it is shown." }),
  labels: input(z.record(z.string(), z.string()), { description: "Labels by key." }),
  kind: input(z.string(), { description: "Its kind.", tsType: "WidgetKind | (string & {})" }),
} satisfies Fields;

const WIDGET_OUTPUTS = { widgetId: output(z.number().int(), { description: "The widget's id.", secret: true }) };

describe("a resource's fields, read by the one type model", () => {
  const text = emitResourceTypes({ name: "Widget", inputs: WIDGET_INPUTS, outputs: WIDGET_OUTPUTS, shapes: [[Window, "WidgetWindow"]] }, "widget.ts");

  test("the Args: required, defaulted, nullable, a named shape (each of its fields an Input too), a map and a tsType as a program gives them", () => {
    expect(text).toContain("  readonly label: pulumi.Input<string>;");
    expect(text).toContain("  readonly size?: pulumi.Input<number>;");
    expect(text).toContain('  readonly color?: pulumi.Input<"red" | "blue">;');
    expect(text).toContain("  readonly expiresAt?: pulumi.Input<string | null>;");
    expect(text).toContain("  readonly window?: pulumi.Input<{ readonly [K in keyof WidgetWindow]: pulumi.Input<WidgetWindow[K]> }>;");
    expect(text).toContain("  readonly labels?: pulumi.Input<Record<string, pulumi.Input<string>>>;");
    expect(text).toContain("  readonly kind?: pulumi.Input<WidgetKind | (string & {})>;");
  });

  test("the checked inputs have the defaults applied; the outputs mirror the inputs, then add their own", () => {
    const checked = text.slice(text.indexOf("export interface WidgetCheckedInputs"), text.indexOf("export interface WidgetOutputFields"));
    expect(checked).toContain("  readonly size: number;");
    expect(checked).toContain("  readonly expiresAt?: string;");
    const outputs = text.slice(text.indexOf("export interface WidgetOutputFields"));
    expect(outputs).toContain("  /** The `size` input, or 1 when it was left out. A change updates it in place. */\n  readonly size: pulumi.Output<number>;");
    expect(outputs).toContain("  /** The `color` input; absent when it was left out. A change replaces the resource. */");
    expect(outputs).toContain('  readonly color: pulumi.Output<"red" | "blue" | undefined>;');
    expect(outputs).toContain("  /** The widget's id. */\n  readonly widgetId: pulumi.Output<number>;");
  });

  test("a named shape is declared from its schema, each field documented", () => {
    expect(text).toContain("/** A window of time. */\nexport interface WidgetWindow {\n  /** Where it starts. */\n  readonly from: string;\n  /** Where it ends. Optional. */\n  readonly to?: string;\n}");
  });

  test("a transform's output needs its tsType, as the API shapes' walk says", () => {
    const bad = { count: input(wholeNumber(1, 10, "a count"), { description: "How many." }) };
    expect(() => emitResourceTypes({ name: "Bad", inputs: bad, outputs: {} }, "bad.ts")).toThrow(/Bad\.count: what a \.transform\(\) returns cannot be read/);
  });

  test("the same model is written as JSON Schema, descriptions included", () => {
    const model = resourceModel(WIDGET_INPUTS, WIDGET_OUTPUTS, shapeNamer([["WidgetWindow", Window]]), "Widget");
    const schema = jsonSchemaOf({ kind: "object", fields: model.checkedInputs, rest: undefined }) as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(schema.required).toEqual(["label", "size"]);
    expect(schema.properties.color).toEqual({ enum: ["red", "blue"], description: "The color." });
    expect(schema.properties.window).toEqual({ $ref: "#/$defs/WidgetWindow", description: "When it is shown." });
    expect(schema.properties.labels).toEqual({ type: "object", additionalProperties: { type: "string" }, description: "Labels by key." });
  });
});

describe("fields several resources share, emitted once", () => {
  /** Built anew on each call, as monitorSettingsInputs() builds its fields. */
  const shared = () => ({ owner: input(z.string(), { description: "Who owns it." }), tags: input(z.array(z.string()), { description: "Tags.", default: [] }) });
  const common: CommonFields = { name: "GadgetCommon", from: "./gadget-common", inputs: { label: WIDGET_INPUTS.label, ...shared() }, outputs: WIDGET_OUTPUTS };

  test("a resource with the shared fields extends their interfaces and declares only its own", () => {
    const inputs = { label: WIDGET_INPUTS.label, color: WIDGET_INPUTS.color, ...shared() };
    const text = emitResourceTypes({ name: "Gadget", inputs, outputs: WIDGET_OUTPUTS, common }, "gadget.ts");
    expect(text).toContain('import type { GadgetCommonCheckedInputs, GadgetCommonInputFields, GadgetCommonOutputFields } from "./gadget-common";');
    expect(text).toContain("export interface GadgetInputFields extends GadgetCommonInputFields {\n  /** The color. */\n  readonly color?: pulumi.Input<\"red\" | \"blue\">;\n}");
    expect(text).toContain("export interface GadgetCheckedInputs extends GadgetCommonCheckedInputs {\n");
    expect(text).toMatch(/export interface GadgetOutputFields extends GadgetCommonOutputFields \{\n(?:.*\n){2}\}/);
    expect(text).not.toContain("readonly owner");
    expect(text).not.toContain("readonly widgetId");
  });

  test("a shared field declared differently fails the generation, naming it", () => {
    const inputs = { label: WIDGET_INPUTS.label, ...shared(), tags: input(z.array(z.string()), { description: "Other tags.", default: [] }) };
    expect(() => emitResourceTypes({ name: "Gadget", inputs, outputs: WIDGET_OUTPUTS, common }, "gadget.ts")).toThrow(/Gadget's input tags is not GadgetCommon's/);
    const otherSchema = { label: WIDGET_INPUTS.label, ...shared(), owner: input(z.number(), { description: "Who owns it." }) };
    expect(() => emitResourceTypes({ name: "Gadget", inputs: otherSchema, outputs: WIDGET_OUTPUTS, common }, "gadget.ts")).toThrow(/input owner is not/);
  });

  test("every monitor kind extends the common monitor fields, which monitor-common.ts declares once", () => {
    const files = generatedFiles();
    const commonFile = files.get("src/resources/generated/monitor-common.ts")!;
    const inputNames = Object.keys({ name: monitorNameInput, ...monitorSettingsInputs() });
    for (const name of [...inputNames, ...Object.keys(MONITOR_OUTPUTS)]) expect(commonFile).toContain(`  readonly ${name}`);
    for (const kind of ["metric", "schema-change", "data-test", "data-diff"]) {
      const text = files.get(`src/resources/generated/${kind}-monitor.ts`)!;
      for (const suffix of ["InputFields", "CheckedInputs", "OutputFields"]) expect(text).toMatch(new RegExp(`export interface \\w+Monitor${suffix} extends MonitorCommon${suffix} \\{`));
      for (const name of [...inputNames, ...Object.keys(MONITOR_OUTPUTS)]) expect(text).not.toMatch(new RegExp(`^  readonly ${name}\\??:`, "m"));
    }
    expect(files.get("src/resources/generated/metric-monitor.ts")).toContain("  readonly alert?: pulumi.Input<");
  });
});
