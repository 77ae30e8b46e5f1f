/**
 * The DataSource's table of 27 kinds (src/provider/data-sources/data-source-kinds.ts) against the
 * vendor's own schemas, copied into test/fixtures/vendor/data-sources-openapi.json: every kind of
 * `ApiDataSourceForm` has a block, every option of its `*Config` is there with the vendor's type,
 * requiredness, default, length limit and enum values, every `format: password` option is a
 * credential, and nothing is there that the vendor does not have; the two options left out are
 * named with why. Then the block schemas built from the table check what a program gives.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isMarkedSecret } from "../../src/kit/secret";
import { DATA_SOURCE_KINDS, KIND_NAMES, LEFT_OUT } from "../../src/provider/data-sources/data-source-kinds";
import { KIND_OPTIONS, kindBlockSchema } from "../../src/provider/data-sources/data-source-options";
import { dataSourceResource } from "../../src/provider/data-sources/data-source-resource";

type Json = Record<string, unknown>;
const vendor = JSON.parse(readFileSync(join(__dirname, "../fixtures/vendor/data-sources-openapi.json"), "utf8")) as { schemas: Record<string, Json> };
const schemas = vendor.schemas;
const form = schemas.ApiDataSourceForm as { discriminator: { mapping: Record<string, string> } };
const refName = (ref: string) => ref.split("/").pop()!;

/** The vendor's option as the table would write it. */
function vendorOption(property: Json, required: boolean) {
  const members = (property.anyOf as Json[] | undefined) ?? [property];
  const nonNull = members.filter((member) => member.type !== "null");
  let base = nonNull[0]!;
  if (typeof base.$ref === "string") base = schemas[refName(base.$ref)]!;
  const values = base.enum as (string | number)[] | undefined;
  const type = values !== undefined ? (typeof values[0] === "number" ? "intenum" : "enum") : base.format === "password" ? "secret" : base.type === "string" ? "str" : base.type === "integer" ? "int" : "bool";
  return {
    type,
    values,
    maxLength: base.maxLength as number | undefined,
    required,
    default: property.default === null ? undefined : (property.default as string | number | boolean | undefined),
  };
}

test("the table has one block per kind of the vendor's ApiDataSourceForm, each with its *Config", () => {
  const mapping = form.discriminator.mapping;
  expect(KIND_NAMES.map((kind) => DATA_SOURCE_KINDS[kind].type).sort()).toEqual(Object.keys(mapping).sort());
  for (const kind of KIND_NAMES) {
    const api = schemas[refName(mapping[DATA_SOURCE_KINDS[kind].type]!)] as { properties: { options: { anyOf: Json[] } } };
    const config = api.properties.options.anyOf.find((member) => typeof member.$ref === "string")!;
    expect([kind, DATA_SOURCE_KINDS[kind].config]).toEqual([kind, refName(config.$ref as string)]);
  }
});

test("every option of every kind is the vendor's: type, required, default, limits and enum values; none missing, none invented", () => {
  for (const kind of KIND_NAMES) {
    const { config } = DATA_SOURCE_KINDS[kind];
    const vendorConfig = schemas[config] as { properties: Record<string, Json>; required?: string[] };
    const expected = Object.entries(vendorConfig.properties)
      .filter(([wire]) => LEFT_OUT[`${config}.${wire}`] === undefined)
      .map(([wire, property]) => ({ wire, ...vendorOption(property, (vendorConfig.required ?? []).includes(wire)) }));
    const actual = KIND_OPTIONS[kind].map((option) => ({
      wire: option.wire,
      type: option.type,
      values: option.values,
      maxLength: option.maxLength,
      required: option.required,
      default: option.default,
    }));
    expect({ kind, options: actual }).toEqual({ kind, options: expected });
  }
});

test("what is left out exists in the vendor's schemas, with a reason", () => {
  for (const [place, reason] of Object.entries(LEFT_OUT)) {
    const [config, wire] = place.split(".") as [string, string];
    expect((schemas[config] as { properties: Json }).properties).toHaveProperty(wire);
    expect(reason.length).toBeGreaterThan(10);
  }
});

test("every credential (format: password) is a secret input of the resource, at its camelCase place", () => {
  const secretPlaces = new Set<string>();
  for (const kind of KIND_NAMES) {
    const shape = (kindBlockSchema(kind) as unknown as { shape: Record<string, { _zod: { def: { innerType?: unknown } } }> }).shape;
    for (const option of KIND_OPTIONS[kind]) {
      const field = shape[option.name]!;
      const inner = (field._zod.def.innerType ?? field) as Parameters<typeof isMarkedSecret>[0];
      if (isMarkedSecret(inner)) secretPlaces.add(`${kind}.${option.name}`);
    }
  }
  const passwords = KIND_NAMES.flatMap((kind) => KIND_OPTIONS[kind].filter((option) => option.type === "secret").map((option) => `${kind}.${option.name}`));
  expect([...secretPlaces].sort()).toEqual(passwords.sort());
  expect(passwords).toEqual(expect.arrayContaining(["snowflake.password", "snowflake.keyPairFile", "bigQuery.jsonKeyFile", "databricks.httpPassword", "athena.awsSecretAccessKey"]));
});

describe("check of a kind block", () => {
  // check asks for the provider's settings too: an address and a key (nothing is sent).
  beforeAll(() => {
    process.env.DATAFOLD_HOST = "http://127.0.0.1:9";
    process.env.DATAFOLD_API_KEY = "test-key";
  });
  const check = (inputs: Json) => dataSourceResource.provider.check({}, inputs);

  test("a good block passes, typed, and a missing or malformed option fails naming its path", async () => {
    await expect(check({ name: "pg", postgres: { host: "db", user: "u", dbname: "d", port: 5432, sslmode: "require" } })).resolves.toMatchObject({ failures: [] });
    const { failures } = await check({ name: "pg", postgres: { host: "db", user: "u", dbname: "d", colour: "red" } });
    expect(failures.map((failure) => failure.reason)).toEqual([expect.stringMatching(/^postgres has no option "colour": the options of postgres are dbname, host, password, port, role, rootcert, sslmode, user\./)]);
  });

  test("each problem inside a block names its place", async () => {
    const { failures } = await check({ name: "pg", postgres: { host: "db", dbname: 5, user: "u" } });
    expect(failures.map((failure) => failure.reason)).toEqual([expect.stringMatching(/^postgres\.dbname must be a string; got 5/)]);
    const missing = await check({ name: "sf", snowflake: { user: "U" } });
    expect(missing.failures.map((failure) => failure.reason)).toEqual(["snowflake.account is required by the vendor (Account): give it."]);
    const tooLong = await check({ name: "pg", postgres: { host: "h".repeat(129), dbname: "d", user: "u" } });
    expect(tooLong.failures[0]!.reason).toMatch(/^postgres\.host must be at most 128 characters/);
    const badEnum = await check({ name: "pg", postgres: { host: "db", dbname: "d", user: "u", sslmode: "sometimes" } });
    expect(badEnum.failures[0]!.reason).toMatch(/^postgres\.sslmode must be one of "prefer", "require", "verify-ca", "verify-full"; got "sometimes"/);
  });

  test("no kind block, or two, fails; a credential is never quoted", async () => {
    const none = await check({ name: "x" });
    expect(none.failures[0]!.reason).toMatch(/needs one kind block: set exactly one of athena, awsS3, .*vertica/);
    const two = await check({ name: "x", snowflake: { account: "a" }, postgres: { host: "h", user: "u", dbname: "d" } });
    expect(two.failures[0]!.reason).toMatch(/postgres and snowflake are both set: a data source is of one kind/);
    const secretWrong = await check({ name: "x", snowflake: { account: "a", password: 12345678 } });
    expect(JSON.stringify(secretWrong.failures)).toContain("snowflake.password");
    expect(JSON.stringify(secretWrong.failures)).not.toContain("12345678");
  });
});

describe("a change the API cannot make", () => {
  beforeAll(() => {
    process.env.DATAFOLD_HOST = "http://127.0.0.1:9";
    process.env.DATAFOLD_API_KEY = "test-key";
  });
  const provider = dataSourceResource.provider;
  const OLD = { name: "wh", snowflake: { account: "a", warehouse: "W1", password: "old-secret-1" }, tempSchema: "T", testConnection: true, replaceOnChange: false };

  test("check refuses it at preview, naming each place and what to do; a credential is named, never quoted", async () => {
    const { failures } = await provider.check(OLD, { name: "wh2", snowflake: { account: "a", warehouse: "W2", password: "new-secret-2" }, tempSchema: "T" });
    const reasons = failures.map((failure) => failure.reason);
    expect(reasons).toEqual([
      expect.stringMatching(/^name differs from the data source Datafold has .*Settings → Data connections.*replaceOnChange: true/),
      expect.stringMatching(/^snowflake\.password differs/),
    ]);
    expect(JSON.stringify(failures)).not.toMatch(/old-secret-1|new-secret-2/);
  });

  test("an observed input left out is not managed; the same inputs pass; the resource's own inputs change freely", async () => {
    await expect(provider.check({ ...OLD, hidden: false }, { name: "wh", snowflake: OLD.snowflake, tempSchema: "T", testConnection: false })).resolves.toMatchObject({ failures: [] });
  });

  test("with replaceOnChange the change passes check, and diff replaces on it", async () => {
    const news = { name: "wh2", snowflake: OLD.snowflake, tempSchema: "T", replaceOnChange: true };
    await expect(provider.check(OLD, news)).resolves.toMatchObject({ failures: [] });
    const state = { ...OLD, dataSourceId: 5, type: "snowflake", connectionTest: "passed" };
    await expect(provider.diff("5", state, { ...news, testConnection: true })).resolves.toMatchObject({ changes: true, replaces: ["name"] });
    await expect(provider.diff("5", state, { ...OLD })).resolves.toMatchObject({ changes: false, replaces: [] });
  });
});
