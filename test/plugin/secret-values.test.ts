import { asSecret, concealBag, concealDeclared, plainCredentials, revealBag, revealed } from "../../src/plugin/secret-values";

describe("secrets as the plugin receives and returns them", () => {
  test("revealBag unwraps every secret, at any depth, and names the properties that held one", () => {
    const bag = {
      token: asSecret("sqlp_secret"),
      schedule: { interval: { every: asSecret("hour") } },
      tags: ["a", asSecret("b")],
      name: "plain",
    };
    const { values, secret } = revealBag(bag);
    expect(values).toEqual({ token: "sqlp_secret", schedule: { interval: { every: "hour" } }, tags: ["a", "b"], name: "plain" });
    expect([...secret].sort()).toEqual(["schedule", "tags", "token"]);
  });

  test("concealBag wraps the named properties whole, and leaves absent or null ones alone", () => {
    const out = concealBag({ token: "t", schedule: { interval: { every: "hour" } }, note: null, name: "n" }, ["token", "schedule", "note", "missing"]);
    expect(out).toEqual({ token: asSecret("t"), schedule: asSecret({ interval: { every: "hour" } }), note: null, name: "n" });
    expect(revealed(out)).toEqual({ token: "t", schedule: { interval: { every: "hour" } }, note: null, name: "n" });
  });

  test("a round trip keeps a secret secret, never less", () => {
    const given = { apiKey: asSecret("k"), host: "https://app.datafold.com" };
    const { values, secret } = revealBag(given);
    expect(concealBag(values, secret)).toEqual(given);
  });

  test("concealDeclared wraps a declared credential where it is, so its neighbours stay readable", () => {
    const declared = [["snowflake", "password"], ["bindings", "*", "token"]];
    const given = revealBag({ name: "wh", snowflake: { account: "acme", password: "hunter2" }, bindings: [{ id: 1, token: "t1" }] });
    expect(concealDeclared(given.values, given, declared)).toEqual({
      name: "wh",
      snowflake: { account: "acme", password: asSecret("hunter2") },
      bindings: [{ id: 1, token: asSecret("t1") }],
    });
  });

  test("concealDeclared keeps whole a property the program made secret elsewhere than at a declared place", () => {
    const declared = [["snowflake", "password"]];
    const given = revealBag({ snowflake: { account: asSecret("acme"), password: asSecret("hunter2") }, host: asSecret("h") });
    expect(concealDeclared(given.values, given, declared)).toEqual({
      snowflake: asSecret({ account: "acme", password: asSecret("hunter2") }),
      host: asSecret("h"),
    });
  });

  test("concealDeclared leaves an absent or null credential alone", () => {
    const given = revealBag({ snowflake: { account: "acme", password: null } });
    expect(concealDeclared(given.values, given, [["snowflake", "password"], ["looker", "clientSecret"]])).toEqual({ snowflake: { account: "acme", password: null } });
  });

  test("plainCredentials names each declared credential that came in plain text, and none that came secret", () => {
    const declared = [["tokenValue"], ["snowflake", "password"], ["bindings", "*", "token"]];
    const given = revealBag({
      tokenValue: asSecret("t"),
      snowflake: { account: "acme", password: "hunter2" },
      bindings: [{ token: asSecret("a") }, { token: "b" }],
    });
    expect(plainCredentials(given, declared)).toEqual([["snowflake", "password"], ["bindings", "1", "token"]]);
    // A whole block made secret by the program holds its credential secret too.
    expect(plainCredentials(revealBag({ snowflake: asSecret({ password: "p" }) }), declared)).toEqual([]);
  });
});
