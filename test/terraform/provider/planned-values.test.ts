/**
 * OpenTofu's rules for what a provider may plan (src/terraform/provider/planned-values.ts): the
 * configuration's values exactly where it sets them, the provider's only where it is silent and
 * the attribute computed; stored states of another version conformed to this schema.
 */
import { UNKNOWN } from "../../../src/terraform/protocol/terraform-provider-interface";
import { conformed, plannedObject, replacementPaths, unknownWhereUnset, withOutputsUnknown } from "../../../src/terraform/provider/planned-values";
import type { TfAttribute } from "../../../src/terraform/shapes/terraform-schema-file";

const ATTRIBUTES: readonly TfAttribute[] = [
  { name: "id", key: "id", description: "id", computed: true, type: "string" },
  { name: "name", key: "name", description: "name", required: true, type: "string" },
  { name: "tags", key: "tags", description: "tags", optional: true, computed: true, default: [], type: ["list", "string"] },
  { name: "label", key: "label", description: "label", optional: true, computed: true, type: "string" },
  { name: "owner", key: "owner", description: "owner", optional: true, type: "string" },
  {
    name: "alert",
    key: "alert",
    description: "alert",
    optional: true,
    nested: { nesting: "single", attributes: [{ name: "level", key: "level", description: "level", optional: true, computed: true, default: 1, type: "number" }, { name: "to", key: "to", description: "to", optional: true, type: "string" }] },
  },
  { name: "token", key: "token", description: "token", computed: true, sensitive: true, type: "string" },
];

test("the configuration's values where it sets them, the basis's where it is silent and the attribute is computed, nested objects alike", () => {
  const config = { id: null, name: "a", tags: null, label: null, owner: null, alert: { level: null, to: "ops" }, token: null };
  const basis = { id: "7", name: "A (normalized)", tags: [], label: "own", owner: "bob", alert: { level: 1, to: "OPS" }, token: "secret" };
  expect(plannedObject(ATTRIBUTES, config, basis)).toEqual({ id: "7", name: "a", tags: [], label: "own", owner: null, alert: { level: 1, to: "ops" }, token: "secret" });
});

test("an update's outputs are unknown but those kept; a computed input left unset with no default is unknown", () => {
  const planned = { id: "7", name: "a", tags: [], label: null, owner: null, alert: null, token: "secret" };
  expect(withOutputsUnknown(ATTRIBUTES, planned, new Set(["id"]))).toMatchObject({ id: "7", token: UNKNOWN, name: "a" });
  expect(withOutputsUnknown(ATTRIBUTES, planned)).toMatchObject({ id: UNKNOWN, token: UNKNOWN });
  const inputs = ATTRIBUTES.filter((attribute) => attribute.required === true || attribute.optional === true);
  expect(unknownWhereUnset(inputs, { label: null, tags: null }, planned)).toMatchObject({ label: UNKNOWN, tags: [] });
  expect(unknownWhereUnset(inputs, { label: "given" }, { ...planned, label: "given" })).toMatchObject({ label: "given" });
});

test("a stored state of an earlier schema: attributes added since are null, those removed are dropped", () => {
  expect(conformed(ATTRIBUTES, { id: "7", name: "a", gone: 1, alert: { to: "ops" } })).toEqual({
    id: "7",
    name: "a",
    tags: null,
    label: null,
    owner: null,
    alert: { level: null, to: "ops" },
    token: null,
  });
});

describe("replacementPaths: the paths of a replacement's plan", () => {
  const inputs = ATTRIBUTES.filter((attribute) => attribute.required === true || attribute.optional === true);
  const prior = conformed(ATTRIBUTES, { id: "5", name: "Orders", owner: "ana" });

  test("the replacing inputs whose planned value differs: OpenTofu honours those, and the plan shows the replacement forced by them", () => {
    expect(replacementPaths(inputs, ["name"], prior, { ...prior, name: "Orders rows", id: UNKNOWN })).toEqual([["name"]]);
    expect(replacementPaths(inputs, ["name", "owner"], prior, { ...prior, name: "Orders rows", id: UNKNOWN })).toEqual([["name"], ["owner"]]);
  });

  test("with no replacing input that differs (a revoked token: none changed), the id too, which the plan makes new", () => {
    expect(replacementPaths(inputs, [], prior, { ...prior, id: UNKNOWN })).toEqual([["id"]]);
    expect(replacementPaths(inputs, ["name"], prior, { ...prior, id: UNKNOWN })).toEqual([["name"], ["id"]]);
  });
});
