/**
 * The msgpack codec of Terraform values (src/terraform/protocol/cty-msgpack.ts) against bytes
 * go-cty v1.18.0 (the version OpenTofu 1.12.6 builds with) wrote with its msgpack.Marshal: what
 * OpenTofu sends is decoded, what the provider answers is what cty would write, and each value
 * survives a round trip.
 */
import { decodeCtyValue, encodeCtyValue } from "../../../src/terraform/protocol/cty-msgpack";
import { ctyTypeFromJson, impliedType, inferredType } from "../../../src/terraform/protocol/cty-types";
import { UNKNOWN, type CtyType, type SchemaBlock, type TfValue } from "../../../src/terraform/protocol/terraform-provider-interface";

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");
const bytes = (hexText: string) => Buffer.from(hexText, "hex");

const ITEM: CtyType = ["object", { k: "string", on: "bool" }];
const OBJECT: CtyType = ["object", { name: "string", count: "number", tags: ["map", "string"], items: ["list", ITEM], any: "dynamic" }];

/** Written by go-cty's msgpack.Marshal(value, OBJECT). */
const CTY_OBJECT =
  "85a3616e7992c41d5b227475706c65222c5b22737472696e67222c226e756d626572225d5d92a16107a5636f756e74cb3ff8000000000000a56974656d739182a16bd40000a26f6ec3a46e616d65a178a47461677381a3656e76a3646576";
const OBJECT_VALUE: TfValue = { name: "x", count: 1.5, tags: { env: "dev" }, items: [{ k: UNKNOWN, on: true }], any: ["a", 7] };

describe("values OpenTofu sends", () => {
  test("an object with a map, a list of objects holding an unknown, a float and a dynamic tuple", () => {
    expect(decodeCtyValue(bytes(CTY_OBJECT), OBJECT)).toEqual(OBJECT_VALUE);
  });

  test("nulls, a negative integer, a wholly unknown list and a null dynamic", () => {
    const cty = "85a3616e79c0a5636f756e74d1fed4a56974656d73d40000a46e616d65c0a474616773c0";
    expect(decodeCtyValue(bytes(cty), OBJECT)).toEqual({ name: null, count: -300, tags: null, items: UNKNOWN, any: null });
  });

  test("a refined unknown (extension 12: not null, a prefix) is unknown", () => {
    expect(decodeCtyValue(bytes("c7060c8201c202a161"), "string")).toBe(UNKNOWN);
  });

  test("a number too large for int64 or float64 comes as its decimal text and is read as a number", () => {
    expect(decodeCtyValue(bytes("be313233343536373839303132333435363738393031323334353637383930"), "number")).toBe(Number("123456789012345678901234567890"));
  });

  test("a dynamic object carries its type", () => {
    expect(decodeCtyValue(bytes("92c4195b226f626a656374222c7b2261223a226e756d626572227d5d81a16101"), "dynamic")).toEqual({ a: 1 });
    expect(decodeCtyValue(bytes("d40000"), "dynamic")).toBe(UNKNOWN);
  });

  test("an attribute the type lacks, or a value of another type, is refused naming the place", () => {
    expect(() => decodeCtyValue(encodeCtyValue({ a: "x" }, ["map", "string"]), ["object", { b: "string" }])).toThrow('the value has "a", which its type ["object",{"b":"string"}] does not');
    expect(() => decodeCtyValue(encodeCtyValue({ a: ["x"] }, ["object", { a: ["list", "string"] }]), ["object", { a: ["list", "number"] }])).toThrow('a[0] must be of type "number", but is "x".');
  });
});

describe("values the provider answers", () => {
  test("are written as go-cty writes them", () => {
    expect(hex(encodeCtyValue(OBJECT_VALUE, OBJECT))).toBe(CTY_OBJECT);
    expect(hex(encodeCtyValue({ a: 1 }, "dynamic"))).toBe("92c4195b226f626a656374222c7b2261223a226e756d626572227d5d81a16101");
  });

  test("unknown is extension 0 with one zero byte, null is nil", () => {
    expect(hex(encodeCtyValue(UNKNOWN, "string"))).toBe("d40000");
    expect(hex(encodeCtyValue(UNKNOWN, "dynamic"))).toBe("d40000");
    expect(hex(encodeCtyValue(null, ["list", "string"]))).toBe("c0");
  });

  test("integers are msgpack integers, other numbers float64", () => {
    expect(hex(encodeCtyValue(7, "number"))).toBe("07");
    expect(hex(encodeCtyValue(-300, "number"))).toBe("d1fed4");
    expect(hex(encodeCtyValue(1.5, "number"))).toBe("cb3ff8000000000000");
    expect(() => encodeCtyValue(Number.NaN, "number")).toThrow("the value must be of type");
  });

  test("an object of a block has every attribute, null where the provider left one out, in cty's order", () => {
    const type: CtyType = ["object", { zeta: "string", alpha: "number", nested: ["object", { b: "bool", a: "string" }] }];
    const encoded = encodeCtyValue({ zeta: "z", nested: { a: "x" } }, type);
    // {alpha: nil, nested: {a: "x", b: nil}, zeta: "z"}
    expect(hex(encoded)).toBe("83a5616c706861c0a66e657374656482a161a178a162c0a47a657461a17a");
    expect(decodeCtyValue(encoded, type)).toEqual({ alpha: null, nested: { a: "x", b: null }, zeta: "z" });
  });

  test("an attribute the schema does not have is refused: the provider and its schema disagree", () => {
    expect(() => encodeCtyValue({ a: "x", extra: 1 }, ["object", { a: "string" }])).toThrow('the value has "extra"');
  });

  test("a value of another type than the schema's is refused naming its place", () => {
    expect(() => encodeCtyValue({ items: [{ k: 3, on: true }] }, ["object", { items: ["list", ITEM] }])).toThrow('items[0].k must be of type "string", but is 3.');
  });
});

describe("round trips", () => {
  const cases: readonly { readonly name: string; readonly type: CtyType; readonly value: TfValue }[] = [
    { name: "a string", type: "string", value: "héllo" },
    { name: "a boolean", type: "bool", value: false },
    { name: "a large integer", type: "number", value: 2 ** 40 + 3 },
    { name: "a set of numbers", type: ["set", "number"], value: [1, 2.25, -3] },
    { name: "a tuple", type: ["tuple", ["string", "bool"]], value: ["a", true] },
    { name: "a map of lists with an unknown", type: ["map", ["list", "string"]], value: { a: ["x", UNKNOWN], b: [] } },
    { name: "a dynamic nested object", type: "dynamic", value: { a: [1, "two", { three: true }], b: null } },
    { name: "a dynamic string inside an object", type: ["object", { value: "dynamic" }], value: { value: "s" } },
    { name: "nested objects with nulls and unknowns", type: OBJECT, value: { name: UNKNOWN, count: null, tags: {}, items: [{ k: "a", on: null }], any: null } },
  ];
  test.each(cases)("$name", ({ type, value }) => {
    expect(decodeCtyValue(encodeCtyValue(value, type), type)).toEqual(value);
  });
});

describe("types", () => {
  test("a block's implied type: nested single as an object, list as a list of objects, map as a map of objects", () => {
    const nested = [{ name: "a", type: "string" as const, description: "" }];
    const block: SchemaBlock = {
      version: 0,
      description: "",
      attributes: [
        { name: "id", type: "string", description: "", computed: true },
        { name: "one", nested: { nesting: "single", attributes: nested }, description: "" },
        { name: "many", nested: { nesting: "list", attributes: nested }, description: "" },
        { name: "named", nested: { nesting: "map", attributes: nested }, description: "" },
      ],
    };
    expect(impliedType(block)).toEqual([
      "object",
      { id: "string", one: ["object", { a: "string" }], many: ["list", ["object", { a: "string" }]], named: ["map", ["object", { a: "string" }]] },
    ]);
  });

  test("the type of a dynamic value from its JSON, optional attributes of a constraint ignored", () => {
    expect(ctyTypeFromJson(["object", { a: ["list", "number"] }, ["a"]])).toEqual(["object", { a: ["list", "number"] }]);
    expect(() => ctyTypeFromJson(["capsule", "x"])).toThrow("is not a cty type this provider reads");
  });

  test("the type inferred of a value handed back as dynamic", () => {
    expect(inferredType({ a: [1, "x"], b: null, c: UNKNOWN, d: false })).toEqual(["object", { a: ["tuple", ["number", "string"]], b: "dynamic", c: "dynamic", d: "bool" }]);
  });
});
