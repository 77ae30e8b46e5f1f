import { z } from "zod";
import { defineResource } from "./define-resource";
import { input, output } from "./fields";
import { filledUnshown, ImportRefusedError, UNSHOWN_KEY, unshownInput } from "./import";
import { secret } from "./secret";

/** An integration of the test's own service: a setting, a write-only credential, a definition GET shows only in part. */
const INPUTS = {
  url: input(z.string(), { description: "The URL.", required: "give the URL.", observed: true }),
  secret: input(secret(z.string().min(1, "must not be empty")), { description: "The credential.", required: "give the credential." }),
  spec: input(z.strictObject({ table: z.string(), key: z.array(z.string()) }), { description: "What it reads.", required: "give the spec.", replaces: true }),
  sync: input(z.boolean(), { description: "Sync after a change.", default: false }),
};
const OUTPUTS = { integrationId: output(z.number().int(), { description: "The id." }) };
const NO_SETTINGS_PROBLEMS = { settingsFailures: () => [] };
const definition = {
  name: "Integration",
  description: "An integration of the test's own service.",
  presentation: { source: "src/kit/import.test.ts", doc: "An integration.", example: 'new Integration("i", {});' },
  client: "datafold",
  inputs: INPUTS,
  outputs: OUTPUTS,
  async create() {
    return { id: "5", state: { url: "u", secret: "s", spec: { table: "t", key: ["id"] }, sync: false, integrationId: 5 } };
  },
  async read(_id: string, state: Record<string, unknown>) {
    return { ...state, url: "https://shown.example.com" } as never;
  },
  async update(_id: string, olds: Record<string, unknown>, news: Record<string, unknown>) {
    // What the update saw of the old state: the test reads it back from the new one.
    return { ...news, integrationId: 5, sawOld: { secret: olds.secret ?? "none", spec: olds.spec } } as never;
  },
  async delete() {},
};
const imported = defineResource(
  {
    ...definition,
    async importFromId(id: string) {
      if (id === "404") return undefined;
      return {
        state: { url: "https://shown.example.com", spec: { table: "orders" }, sync: false, integrationId: Number(id) } as never,
        unshown: [unshownInput("secret", "write-only", true), unshownInput("spec.key", "not returned", true)],
      };
    },
  },
  NO_SETTINGS_PROBLEMS,
);
const MARKS = [["secret"], ["spec", "key"]];

describe("pulumi import through the kit", () => {
  test("a read with no state is an import: the state and the inputs from the id, defaults in, what GET cannot show marked and named", async () => {
    const read = await imported.provider.read("12", {});
    expect(read).toEqual({
      id: "12",
      props: { url: "https://shown.example.com", spec: { table: "orders" }, sync: false, integrationId: 12, [UNSHOWN_KEY]: MARKS },
      inputs: { url: "https://shown.example.com", spec: { table: "orders" }, sync: false, [UNSHOWN_KEY]: MARKS },
      unshown: [
        { place: "secret", path: ["secret"], reason: "write-only", required: true },
        { place: "spec.key", path: ["spec", "key"], reason: "not returned", required: true },
      ],
    });
    // No such object: no id, which the engine reports as "does not exist".
    expect(await imported.provider.read("404", {})).toEqual({});
  });

  test("a resource without importFromId refuses with its reason; without one, a generic reason", async () => {
    const refused = defineResource({ ...definition, notImportable: "A token's secret is shown once: declare a new one." }, NO_SETTINGS_PROBLEMS);
    await expect(refused.provider.read("1", {})).rejects.toThrow(new ImportRefusedError("Integration", "A token's secret is shown once: declare a new one."));
    const plain = defineResource(definition, NO_SETTINGS_PROBLEMS);
    await expect(plain.provider.read("1", {})).rejects.toThrow("The Integration resource cannot be imported with `pulumi import`: declare it in the program instead.");
  });

  test("the engine's Check on the imported inputs: the mark is no input; what is missing fails by name", async () => {
    const { inputs } = await imported.provider.read("12", {});
    const checked = await imported.provider.check(inputs!, inputs!);
    expect(checked.inputs).not.toHaveProperty(UNSHOWN_KEY);
    expect(checked.failures.map((failure) => failure.reason)).toEqual(["secret is required: give the credential.", expect.stringMatching(/^spec\.key /)]);
  });

  test("the program adds what GET could not show: no change planned; a later change is planned as any change", async () => {
    const { props, inputs } = await imported.provider.read("12", {});
    const program = { url: "https://shown.example.com", secret: "s3cret", spec: { table: "orders", key: ["id"] }, sync: false };
    const checked = await imported.provider.check(inputs!, program);
    expect(checked.failures).toEqual([]);
    // The first preview after the import: the last deployment's inputs are the imported ones.
    expect(await imported.provider.diff("12", props!, checked.inputs, inputs)).toMatchObject({ changes: false, replaces: [] });
    // After an up with no change, the engine keeps the old state and stores the program's inputs.
    const rotated = { ...program, secret: "rotated", spec: { table: "orders", key: ["order_id"] } };
    expect(await imported.provider.diff("12", props!, rotated, program)).toMatchObject({ changes: true, replaces: ["spec"], diffs: ["secret", "spec"] });
  });

  test("a refresh of an imported state keeps the mark; an update sees the old state completed but for the credential (so it sends it), and drops the mark", async () => {
    const { props } = await imported.provider.read("12", {});
    const refreshed = await imported.provider.read("12", props!);
    expect(refreshed.props).toMatchObject({ [UNSHOWN_KEY]: MARKS, spec: { table: "orders" } });
    const program = { url: "https://changed.example.com", secret: "s3cret", spec: { table: "orders", key: ["id"] }, sync: false };
    const { outs } = await imported.provider.update("12", props!, program);
    expect(outs).not.toHaveProperty(UNSHOWN_KEY);
    expect(outs).toMatchObject({ sawOld: { secret: "none", spec: { table: "orders", key: ["id"] } }, url: "https://changed.example.com" });
  });

  test("filledUnshown takes each marked place from the first source that has it, and changes nothing it is given", () => {
    const bag = { spec: { table: "t" }, [UNSHOWN_KEY]: MARKS };
    const from = { secret: "s", spec: { table: "x", key: ["k"] } };
    expect(filledUnshown(bag, undefined, { secret: null }, from)).toEqual({ secret: "s", spec: { table: "t", key: ["k"] }, [UNSHOWN_KEY]: MARKS });
    expect(bag).toEqual({ spec: { table: "t" }, [UNSHOWN_KEY]: MARKS });
    // A list item's place is taken whole from the list above it.
    expect(unshownInput("test.tables[0].columns", "r", true).path).toEqual(["test", "tables"]);
  });
});
