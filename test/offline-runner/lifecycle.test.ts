/**
 * The offline runner end to end on the `basic` fixture program, whose dynamic provider keeps
 * "things" in a fake cloud file. The steps run in order on one stack, as a user would run
 * them (each program run costs a few seconds: node, the SDK and the provider host start).
 */
import { existsSync } from "node:fs";
import { StateFile, unwrapSecrets } from "../../tools/offline-engine";
import { UNKNOWN } from "../../tools/offline-engine/property-values";
import { OfflineFixture, sdkChildProcesses, type ThingSpec } from "./offline-fixture";

jest.setTimeout(90_000);

const ops = (run: { result: { operations: readonly { op: string; name: string }[] } }) =>
  run.result.operations.map(({ op, name }) => `${op} ${name}`);

const a: ThingSpec = { name: "a", withPassword: true };
const b: ThingSpec = { name: "b", color: "red", dependsOn: ["a"] };
const c: ThingSpec = { name: "c" };
const d: ThingSpec = { name: "d", dependsOn: ["c"] };

describe("a stack's lifecycle", () => {
  const fixture = new OfflineFixture("basic");
  afterAll(() => fixture.remove());
  afterEach(() => expect(sdkChildProcesses()).toEqual([]));

  it("creates what the program declares and prints secrets as [secret]", async () => {
    const run = await fixture.run("up", [a, b, c, d]);

    expect(run.result.exitCode).toBe(0);
    expect(ops(run)).toEqual(expect.arrayContaining(["create offline-basic-dev", "create a", "create b", "create c", "create d"]));
    expect(ops(run)[0]).toBe("create offline-basic-dev");
    expect(ops(run).indexOf("create a")).toBeLessThan(ops(run).indexOf("create b"));
    expect(run.result.counts).toMatchObject({ created: 5, failed: 0 });
    expect(Object.values(fixture.cloud().things).map((thing) => thing.name).sort()).toEqual(["a", "b", "c", "d"]);

    const token = fixture.thingNamed("a").token;
    expect(run.result.outputs).toMatchObject({ count: 4, firstId: fixture.thingNamed("a").id, firstToken: "[secret]", password: "[secret]" });
    expect(run.result.outputs.firstTokenIsSecret).toBe(true);
    expect(run.result.secretOutputs).toEqual(expect.arrayContaining(["firstToken", "password"]));
    expect(run.text).toMatch(/^Updating \(dev\):/);
    expect(run.text).toMatch(/firstToken\s*: \[secret\]/);
    expect(run.text).toMatch(/password\s*: \[secret\]/);
    expect(run.text).toContain("+ 5 created");
    expect(run.text).toMatch(/Duration: \d+\.\ds/);
    expect(run.text).not.toContain(token);
    expect(run.text).not.toContain("hunter2-the-password");

    const state = fixture.stateText();
    expect(state).toContain('"ciphertext"');
    expect(state).not.toContain(token);
    expect(state).not.toContain("hunter2-the-password");
  });

  it("refuses to read a state holding secrets without the right passphrase", async () => {
    const missing = await fixture.run("up", [a, b, c, d], { passphrase: undefined, env: { PULUMI_CONFIG_PASSPHRASE: undefined } });
    expect(missing.result.exitCode).toBe(1);
    expect(missing.result.errors).toEqual([expect.stringContaining("holds encrypted secrets: give the passphrase")]);

    const wrong = await fixture.run("up", [a, b, c, d], { passphrase: "not it" });
    expect(wrong.result.errors).toEqual([expect.stringContaining("incorrect passphrase")]);
    expect(fixture.cloud().log).toHaveLength(4);
  });

  it("changes nothing when the program has not changed, and reads the secrets back", async () => {
    const before = fixture.cloud().log.length;
    const run = await fixture.run("up", [a, b, c, d]);

    expect(run.result.exitCode).toBe(0);
    expect(run.result.operations.every(({ op }) => op === "same")).toBe(true);
    expect(run.result.counts).toMatchObject({ created: 0, updated: 0, replaced: 0, deleted: 0, unchanged: 5 });
    expect(fixture.cloud().log).toHaveLength(before);

    const state = await StateFile.open({ file: fixture.stateFile, project: "offline-basic", stack: "dev", passphrase: fixture.passphrase });
    const thingA = state.resources.find((resource) => resource.name === "a")!;
    expect(unwrapSecrets(thingA.outputs.token)).toBe(fixture.thingNamed("a").token);
    expect(unwrapSecrets(thingA.inputs.password)).toBe("hunter2-the-password");
  });

  const changed = [{ ...a, size: 5 }, { ...b, color: "blue" }];

  it("previews an update, a replacement and deletes without changing anything", async () => {
    const state = fixture.stateText();
    const log = fixture.cloud().log.length;
    const run = await fixture.run("preview", changed);

    expect(run.result.exitCode).toBe(0);
    expect(ops(run)).toEqual([
      "same offline-basic-dev",
      "update a",
      "create-replacement b",
      "delete-replaced b",
      "delete d",
      "delete c",
    ]);
    expect(run.text).toMatch(/^Previewing update \(dev\):/);
    expect(run.text).toMatch(/~ +└─ pulumi-nodejs:dynamic\/fake:Thing +a +update/);
    expect(run.text).toMatch(/\+- +└─ pulumi-nodejs:dynamic\/fake:Thing +b +replace/);
    expect(run.text).toContain("~ 1 to update");
    expect(run.text).toContain("+-1 to replace");
    expect(run.text).toContain("- 2 to delete");
    expect(fixture.stateText()).toBe(state);
    expect(fixture.cloud().log).toHaveLength(log);
  });

  it("updates in place, replaces create-before-delete and deletes what the program dropped, dependents first", async () => {
    const oldB = fixture.thingNamed("b").id;
    const log = fixture.cloud().log.length;
    const run = await fixture.run("up", changed);

    expect(run.result.exitCode).toBe(0);
    expect(ops(run)).toEqual(["same offline-basic-dev", "update a", "create-replacement b", "delete-replaced b", "delete d", "delete c"]);
    const newB = fixture.thingNamed("b").id;
    expect(newB).not.toBe(oldB);
    expect(fixture.cloud().log.slice(log).map(({ op, id, name }) => `${op} ${name} ${id === oldB ? "old" : id === newB ? "new" : ""}`.trim())).toEqual([
      "update a",
      "create b new",
      "delete b old",
      "delete d",
      "delete c",
    ]);
    expect(fixture.thingNamed("a").size).toBe(5);
    expect(run.result.counts).toMatchObject({ updated: 1, replaced: 1, deleted: 2, unchanged: 1 });
  });

  it("deletes before replacing when the program asks for deleteBeforeReplace", async () => {
    const oldB = fixture.thingNamed("b").id;
    const log = fixture.cloud().log.length;
    const run = await fixture.run("up", [changed[0]!, { ...b, color: "green", deleteBeforeReplace: true }]);

    expect(run.result.exitCode).toBe(0);
    expect(ops(run)).toEqual(["same offline-basic-dev", "same a", "delete-replaced b", "create-replacement b"]);
    expect(fixture.cloud().log.slice(log).map(({ op, id }) => `${op} ${id === oldB ? "old" : "new"}`)).toEqual(["delete old", "create new"]);
  });

  const current = [{ ...a, size: 5 }, { ...b, color: "green", deleteBeforeReplace: true }];

  const stackOutputs = async () => {
    const state = await StateFile.open({ file: fixture.stateFile, project: "offline-basic", stack: "dev", passphrase: fixture.passphrase });
    return state.resources.find((r) => r.type === "pulumi:pulumi:Stack")!.outputs;
  };

  it("reports every check failure with its property and reason, skips dependents and changes nothing", async () => {
    const log = fixture.cloud().log.length;
    const outputsBefore = await stackOutputs();
    expect(outputsBefore).toMatchObject({ count: 2, firstId: fixture.thingNamed("a").id });
    const run = await fixture.run("up", [{ ...a, size: -1 }, current[1]!, { name: "e", size: 1.5 }]);

    expect(run.result.exitCode).toBe(1);
    expect([...run.result.errors].sort()).toEqual([
      "pulumi-nodejs:dynamic/fake:Thing resource 'a's property 'size' value -1 has a problem: size must be an integer >= 0",
      "pulumi-nodejs:dynamic/fake:Thing resource 'b': skipped: it depends on 'a', which failed",
      "pulumi-nodejs:dynamic/fake:Thing resource 'e's property 'size' value 1.5 has a problem: size must be an integer >= 0",
    ]);
    expect(run.lines).toContain(
      "error: pulumi-nodejs:dynamic/fake:Thing resource 'a's property 'size' value -1 has a problem: size must be an integer >= 0",
    );
    expect(run.text).toMatch(/a +updating failed/);
    expect(run.text).toMatch(/e +creating failed/);
    expect(fixture.cloud().log).toHaveLength(log);
    const state = await StateFile.open({ file: fixture.stateFile, project: "offline-basic", stack: "dev", passphrase: fixture.passphrase });
    expect(state.resources.map((r) => r.name).sort()).toEqual(["a", "b", "offline-basic-dev"]);
    expect(state.resources.find((r) => r.name === "a")!.inputs.size).toBe(5);
    // As the CLI does after a failed up: the previous stack outputs stay, and only those the
    // program computed replace them. `a` failed, so `firstId` and `firstToken` were unknown
    // (`pulumi.isSecret` of an unknown output is a known false).
    const outputsAfter = await stackOutputs();
    expect(JSON.stringify(outputsAfter)).not.toContain(UNKNOWN);
    expect(outputsAfter).toEqual({ ...outputsBefore, count: 3, firstTokenIsSecret: false });
    expect(run.result.outputs).toMatchObject({ count: 3, firstId: outputsBefore.firstId, firstToken: "[secret]" });
  });


  it("deletes nothing when the program fails", async () => {
    const run = await fixture.run("up", [current[0]!, { name: "f" }], { config: { things: JSON.stringify([current[0], { name: "f" }]), throw: "true" } });

    expect(run.result.exitCode).toBe(1);
    expect(run.result.errors).toEqual([expect.stringContaining("Error: the fixture program failed on purpose")]);
    expect(run.text).toContain("note: 1 resource(s) awaiting deletion were left in place because the update failed");
    expect(fixture.thingNamed("b")).toBeDefined();
    expect(fixture.thingNamed("f")).toBeDefined();
    expect(JSON.parse(fixture.stateText()).resources.map((r: { name: string }) => r.name).sort()).toEqual(["a", "b", "f", "offline-basic-dev"]);
  });

  it("refreshes outputs from the provider and drops what has vanished", async () => {
    fixture.editCloud((cloud) => {
      const [idA] = Object.entries(cloud.things).find(([, thing]) => thing.name === "a")!;
      cloud.things[idA]!.size = 42;
      cloud.things[idA]!.status = "revoked";
      const [idF] = Object.entries(cloud.things).find(([, thing]) => thing.name === "f")!;
      delete cloud.things[idF];
    });
    const run = await fixture.run("refresh");

    expect(run.result.exitCode).toBe(0);
    // In state order, which follows the order registrations completed in the last run.
    expect(ops(run).sort()).toEqual(["delete f", "refresh a", "same b", "same offline-basic-dev"]);
    expect(run.text).toMatch(/^Refreshing \(dev\):/);
    expect(run.lines).toContain("         ~ size: 5 => 42");
    expect(run.lines).toContain('         ~ status: "active" => "revoked"');
    expect(run.text).not.toContain(fixture.thingNamed("a").token);
    const state = await StateFile.open({ file: fixture.stateFile, project: "offline-basic", stack: "dev", passphrase: fixture.passphrase });
    expect(state.resources.map((r) => r.name).sort()).toEqual(["a", "b", "offline-basic-dev"]);
    expect(state.resources.find((r) => r.name === "a")!.outputs).toMatchObject({ size: 42, status: "revoked" });
  });

  it("destroys everything, dependents first", async () => {
    const log = fixture.cloud().log.length;
    const run = await fixture.run("destroy");

    expect(run.result.exitCode).toBe(0);
    expect(ops(run)).toEqual(["delete b", "delete a", "delete offline-basic-dev"]);
    expect(fixture.cloud().log.slice(log).map(({ op, name }) => `${op} ${name}`)).toEqual(["delete b", "delete a"]);
    expect(fixture.cloud().things).toEqual({});
    expect(JSON.parse(fixture.stateText()).resources).toEqual([]);
    expect(run.text).toContain("- 3 deleted");
  });
});

describe("cancelling", () => {
  const fixture = new OfflineFixture("basic");
  afterAll(() => fixture.remove());

  it("stops the program and the provider host, and reports the cancellation", async () => {
    const cancel = new AbortController();
    const run = await fixture.run("up", [{ name: "never" }], {
      signal: cancel.signal,
      write: () => setTimeout(() => cancel.abort(), 300),
    });

    expect(run.result.exitCode).toBe(1);
    expect(run.result.errors).toContain("cancelled: the program was stopped");
    expect(sdkChildProcesses()).toEqual([]);
  });
});

describe("secrets without a passphrase", () => {
  const fixture = new OfflineFixture("basic");
  afterAll(() => fixture.remove());

  it("fails a resource with secret values before creating it", async () => {
    const run = await fixture.run("up", [{ name: "plain" }], { passphrase: undefined, env: { PULUMI_CONFIG_PASSPHRASE: undefined } });

    expect(run.result.exitCode).toBe(1);
    expect(run.result.errors).toEqual([
      expect.stringContaining("resource 'plain' has secret values, which the state file can only hold encrypted: give a passphrase"),
      expect.stringContaining("the outputs of urn:pulumi:dev::offline-basic::pulumi:pulumi:Stack::offline-basic-dev hold secrets"),
    ]);
    expect(existsSync(fixture.cloudFile)).toBe(false);
    expect(sdkChildProcesses()).toEqual([]);
  });
});
