import { z } from "zod";
import { METRIC_MONITOR_INPUTS } from "../provider/monitors/metric-monitor";
import { UNKNOWN_VALUE } from "./unknown-value";
import { checkInputs } from "./check-inputs";
import { defineResource } from "./define-resource";
import { input, output, secretFields } from "./fields";
import { UnreadableStateError } from "./state-boundary";
import { isInitFailure, ResourceInitError } from "./init-failure";

/** A resource family of the shape monitors will have: a nested spec, a replacing input, an observed flag. */
const INPUTS = {
  connectionId: input(z.number().int().positive(), { description: "The connection.", required: "give the connection's id.", replaces: true }),
  alert: input(z.strictObject({ sensitivity: z.number().max(100, "must be at most 100") }), { description: "When to alert." }),
  enabled: input(z.boolean(), { description: "Whether it runs.", observed: true }),
  tags: input(z.array(z.string()), { description: "Tags.", default: [] as string[] }),
};
const OUTPUTS = {
  monitorId: output(z.number().int(), { description: "The monitor's id." }),
  secret: output(z.string(), { description: "A secret.", secret: true }),
};

/** The settings check handed to the kit: the test's resource needs no client, so nothing is missing. */
const NO_SETTINGS_PROBLEMS = { settingsFailures: () => [] };

const calls: string[] = [];
const monitor = defineResource({
  name: "Monitor",
  description: "A monitor of the test's own service.",
  presentation: { source: "src/kit/define-resource.test.ts", doc: "A monitor of the test's own service.", example: 'new Monitor("m", { connectionId: 7 });' },
  client: "datafold",
  inputs: INPUTS,
  outputs: OUTPUTS,
  checkRules: ({ values }) => (values.tags?.includes("forbidden") ? [{ property: "tags", reason: "tags must not hold forbidden." }] : []),
  async create(inputs) {
    calls.push(`create ${inputs.connectionId}`);
    return { id: "7", state: { ...inputs, enabled: true, monitorId: 7, secret: "s3cret", alert: undefined } };
  },
  async read(id, state) {
    calls.push(`read ${id}`);
    return id === "gone" ? undefined : { ...state, enabled: false };
  },
  async update(_id, olds, news) {
    return { ...olds, ...news };
  },
  async delete(id) {
    calls.push(`delete ${id}`);
  },
}, NO_SETTINGS_PROBLEMS);

const state = { connectionId: 1, enabled: true, tags: ["a"], monitorId: 7, secret: "s3cret" };

describe("a resource defined with the kit", () => {
  test("check reports every bad input at once, by field path, in documented order, then the rules'", () => {
    const { failures } = checkInputs("Monitor", INPUTS, monitor.definition.checkRules, {
      tags: ["forbidden"],
      alert: { sensitivity: 150 },
      colour: "red",
    });
    // Each failure's place as data too (path, then the problem after it), for callers that map places of their own.
    expect(failures).toEqual([
      { property: "connectionId", reason: "connectionId is required: give the connection's id.", path: ["connectionId"], problem: "is required: give the connection's id." },
      { property: "alert.sensitivity", reason: "alert.sensitivity must be at most 100.", path: ["alert", "sensitivity"], problem: "must be at most 100." },
      { property: "tags", reason: "tags must not hold forbidden." },
      { property: "colour", reason: 'Monitor has no input named "colour". Remove it or use one of: connectionId, alert, enabled, tags.', path: ["colour"] },
    ]);
  });

  test("a failure inside an untagged union's member carries the member's place as data", () => {
    const { failures } = checkInputs("MetricMonitor", METRIC_MONITOR_INPUTS, undefined, { schedule: { interval: { every: "week" } } });
    const schedule = failures.find((failure) => failure.property === "schedule");
    expect(schedule).toMatchObject({ path: ["schedule", "interval", "every"] });
    // The text is as before: the union's message names the place inside it.
    expect(schedule?.reason).toMatch(/^schedule interval\.every /);
    expect(schedule?.problem).toBe(schedule?.reason.slice("schedule interval.every ".length));
  });

  test("check applies defaults, reads null as not set, and lets a value not known yet through unchecked", () => {
    const checked = checkInputs("Monitor", INPUTS, undefined, { connectionId: UNKNOWN_VALUE, alert: null });
    expect(checked.failures).toEqual([]);
    expect(checked.values).toEqual({ tags: [] });
    expect([...checked.unknown]).toEqual(["connectionId"]);
  });

  test("diff replaces for a replacing input, updates for the others, and counts a value not known yet as changed", async () => {
    const { diff } = monitor.provider;
    await expect(diff("7", state, { connectionId: 1, tags: ["a"] })).resolves.toEqual({ changes: false, replaces: [], deleteBeforeReplace: false, diffs: [] });
    await expect(diff("7", state, { connectionId: 2, tags: ["a"] })).resolves.toMatchObject({ changes: true, replaces: ["connectionId"], diffs: ["connectionId"] });
    await expect(diff("7", state, { connectionId: 1, tags: ["b"] })).resolves.toMatchObject({ changes: true, replaces: [], diffs: ["tags"] });
    await expect(diff("7", state, { connectionId: UNKNOWN_VALUE, tags: ["a"] })).resolves.toMatchObject({ changes: true, replaces: ["connectionId"] });
  });

  test("an observed input is compared with the service's value only when the program sets it", async () => {
    const { diff } = monitor.provider;
    await expect(diff("7", { ...state, enabled: false }, { connectionId: 1, tags: ["a"] })).resolves.toMatchObject({ changes: false });
    await expect(diff("7", { ...state, enabled: false }, { connectionId: 1, tags: ["a"], enabled: true })).resolves.toMatchObject({ changes: true });
  });

  test("create and update hand back a property bag without undefined; read drops a gone object", async () => {
    const created = await monitor.provider.create({ connectionId: 3, tags: [], __provider: "shell" });
    expect(created).toEqual({ id: "7", outs: { connectionId: 3, tags: [], enabled: true, monitorId: 7, secret: "s3cret" } });
    await expect(monitor.provider.read("gone", state)).resolves.toEqual({});
    expect(calls).toEqual(["create 3", "read gone"]);
  });

  test("a refresh returns no inputs when an input is observed, so the drift it found is not copied into them", async () => {
    const read = await monitor.provider.read("7", state);
    expect(read).toEqual({ id: "7", props: { ...state, enabled: false } });
  });

  test("state this version cannot read fails in one place, naming the resource and the field, before any step runs", async () => {
    calls.length = 0;
    const bad = { ...state, monitorId: "seven" };
    for (const step of [() => monitor.provider.read("7", bad), () => monitor.provider.delete("7", bad), () => monitor.provider.diff("7", bad, state)]) {
      const failure = step();
      await expect(failure).rejects.toThrow(UnreadableStateError);
      await expect(failure).rejects.toThrow(/^The Monitor's state holds a monitorId value that is not one \(at the value: .*\)\. Restore the state this version wrote/);
    }
    await expect(monitor.provider.read("7", { ...state, connectionId: null })).rejects.toThrow(/lacks connectionId, which this version always writes/);
    expect(calls).toEqual([]);
  });

  test("a defaulted input absent from older state takes its default", async () => {
    const { tags: _tags, ...older } = state;
    await expect(monitor.provider.diff("7", older, { connectionId: 1, tags: [] })).resolves.toMatchObject({ changes: false });
  });

  test("secret outputs are those the definition marks", () => {
    expect(monitor.secretOutputs).toEqual(["secret"]);
    expect(secretFields(OUTPUTS)).toEqual(["secret"]);
  });
});

describe("a create whose object exists but failed (ResourceInitError)", () => {
  const failing = defineResource({
    name: "Failing",
    description: "Made, then failed.",
    presentation: { source: "src/kit/define-resource.test.ts", doc: "Made, then failed.", example: 'new Failing("f", { connectionId: 7 });' },
    client: "datafold",
    inputs: { connectionId: INPUTS.connectionId },
    outputs: { monitorId: OUTPUTS.monitorId },
    async create(inputs) {
      throw new ResourceInitError("the test failed: connection refused", "41", { ...inputs, monitorId: 41 });
    },
    async read(_id, state) {
      return state;
    },
    async update(id, olds) {
      throw new ResourceInitError("still failing", id, olds);
    },
    async delete() {},
  }, NO_SETTINGS_PROBLEMS);

  test("create throws what the engine's hosts report as created-but-failed: id, state (with the serialized provider) and reasons", async () => {
    const error = await failing.provider.create({ connectionId: 3, __provider: "require(shell)" }).catch((caught: unknown) => caught);
    expect(isInitFailure(error)).toBe(true);
    expect(error).toMatchObject({ message: "the test failed: connection refused", id: "41", reasons: ["the test failed: connection refused"] });
    expect((error as { properties: unknown }).properties).toEqual({ connectionId: 3, monitorId: 41, __provider: "require(shell)" });
  });

  test("update, which the engine calls again after such a create, reports it the same way", async () => {
    const error = await failing.provider.update("41", { connectionId: 3, monitorId: 41 }, { connectionId: 3 }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ id: "41", properties: { connectionId: 3, monitorId: 41 }, reasons: ["still failing"] });
  });

  test("any other failure of create stays as it was", async () => {
    const plain = defineResource({ ...failing.definition, async create() { throw new Error("refused"); } }, NO_SETTINGS_PROBLEMS);
    const error = await plain.provider.create({ connectionId: 3 }).catch((caught: unknown) => caught);
    expect(isInitFailure(error)).toBe(false);
    expect(error).toMatchObject({ message: "refused" });
  });
});
