import { deletionOrder } from "../../tools/offline-engine/delete-steps";
import {
  annotateSecrets,
  formatValue,
  makeSecret,
  markSecretOutputs,
  unwrapSecrets,
  UNKNOWN,
} from "../../tools/offline-engine/property-values";
import type { ResourceState } from "../../tools/offline-engine";
import { ConsoleOutput } from "../../tools/offline-engine/console-output";

describe("secrets in property values", () => {
  it("marks an output secret when its input of the same name was, or when it is an additional secret output", () => {
    const inputs = { password: makeSecret("pw"), label: "x" };
    const outputs = markSecretOutputs({ password: "pw", label: "x", token: "t", id: "1" }, inputs, ["token"]);
    expect(outputs).toEqual({ password: makeSecret("pw"), label: "x", token: makeSecret("t"), id: "1" });
  });

  it("re-applies secretness to checked inputs, a property holding a secret becoming secret whole", () => {
    const news = { nested: { key: makeSecret("k"), open: 1 }, plain: "p" };
    expect(annotateSecrets({ nested: { key: "k", open: 1 }, plain: "p", added: 2 }, news)).toEqual({
      nested: makeSecret({ key: "k", open: 1 }),
      plain: "p",
      added: 2,
    });
  });

  it("unwraps secrets at any depth for the provider host", () => {
    expect(unwrapSecrets({ a: [makeSecret({ b: makeSecret("c") })] })).toEqual({ a: [{ b: "c" }] });
  });

  it("prints secrets as [secret] and unknowns as [unknown]", () => {
    expect(formatValue({ token: makeSecret("t0ps3cret"), id: UNKNOWN, n: [1, "x"] })).toBe(
      '{"token": [secret], "id": [unknown], "n": [1, "x"]}',
    );
  });

  it("masks known secret text in any printed line", () => {
    const lines: string[] = [];
    const output = new ConsoleOutput((line) => lines.push(line));
    output.addSecrets({ token: makeSecret("sqlp_pcp_abcdef") });
    output.addSecrets("hunter22", true);
    output.line("token sqlp_pcp_abcdef and hunter22\nsecond hunter22");
    expect(lines).toEqual(["token [secret] and [secret]", "second [secret]"]);
  });
});

describe("deletion order", () => {
  const resource = (name: string, dependencies: string[] = [], parent?: string): ResourceState => ({
    urn: `urn:${name}`,
    type: "t",
    name,
    custom: true,
    dependencies: dependencies.map((d) => `urn:${d}`),
    ...(parent ? { parent: `urn:${parent}` } : {}),
    inputs: {},
    outputs: {},
  });

  it("deletes dependents and children before what they depend on, later registrations first", () => {
    const stack = resource("stack");
    const resources = [
      stack,
      resource("a", [], "stack"),
      resource("c", [], "stack"),
      resource("b", ["a"], "stack"),
      resource("d", ["c", "b"], "stack"),
    ];
    expect(deletionOrder(resources).map((r) => r.name)).toEqual(["d", "b", "c", "a", "stack"]);
    // Whatever order the state lists them in.
    expect(deletionOrder([...resources].reverse()).map((r) => r.name)).toEqual(["d", "b", "a", "c", "stack"]);
  });
});
