import { z } from "zod";
import { checkInputs } from "./check-inputs";
import { input } from "./fields";
import { mapAtPaths, secret, secretInputPaths, secretPathsOf } from "./secret";

const INPUTS = {
  name: input(z.string(), { description: "A name.", required: "a name." }),
  clientSecret: input(secret(z.string().min(12, { error: (issue) => `must be at least 12 characters; got ${JSON.stringify(issue.input)}` })), {
    description: "A credential.",
  }),
  snowflake: input(
    z.strictObject({
      account: z.string(),
      password: secret(z.string({ error: (issue) => `must be text; got ${JSON.stringify(issue.input)}` })).optional(),
    }),
    { description: "A block." },
  ),
  bindings: input(z.array(z.object({ token: secret(z.string()) })), { description: "A list." }),
};

describe("secret inputs", () => {
  test("their places are found through wrappers, objects, arrays and unions", () => {
    expect(secretInputPaths(INPUTS)).toEqual([["clientSecret"], ["snowflake", "password"], ["bindings", "*", "token"]]);
    expect(secretPathsOf(z.union([z.object({ a: secret(z.string()) }), z.object({ b: z.string() })]))).toEqual([["a"]]);
    expect(secretPathsOf(secret(z.string()).describe("described after the mark"))).toEqual([[]]);
  });

  test("mapAtPaths wraps each present place, copies, and wraps whole what it cannot look into", () => {
    const args = { clientSecret: "s", snowflake: { account: "a", password: "p" }, bindings: [{ token: "t" }], name: "n" };
    const wrapped = mapAtPaths(args, secretInputPaths(INPUTS), (value, path) => ({ wrapped: value, at: path.join(".") }));
    expect(wrapped).toEqual({
      clientSecret: { wrapped: "s", at: "clientSecret" },
      snowflake: { account: "a", password: { wrapped: "p", at: "snowflake.password" } },
      bindings: [{ token: { wrapped: "t", at: "bindings.0.token" } }],
      name: "n",
    });
    expect(args.snowflake.password).toBe("p");
    const opaque = mapAtPaths({ snowflake: "later" }, [["snowflake", "password"]], (value) => ({ wrapped: value }), (value) => value === "later");
    expect(opaque).toEqual({ snowflake: { wrapped: "later" } });
  });

  test("check never quotes a secret value, even a short one, in any failure", () => {
    const { failures } = checkInputs("Thing", INPUTS, () => [{ property: "name", reason: "name clashes with the credential hunter22-long." }], {
      name: "n",
      clientSecret: "short-pw",
      snowflake: { account: "a", password: 7 },
      bindings: [{ token: "hunter22-long" }],
    });
    const text = JSON.stringify(failures);
    expect(failures.map((failure) => failure.property)).toEqual(["name", "clientSecret", "snowflake.password"]);
    expect(text).not.toContain("short-pw");
    expect(text).not.toContain("hunter22-long");
    expect(text).toContain("clientSecret must be at least 12 characters; got [secret]");
    expect(text).toContain("snowflake.password must be text; got [secret]");
  });
});
