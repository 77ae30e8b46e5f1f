/**
 * The Terraform place of a kit failure (src/terraform/shapes/terraform-place.ts): the kit's
 * camelCase path, a tagged union's fields directly under it, mapped to the attributes' names
 * with the variant's step put in from the value's tag; and the places of real failures of the
 * kit's check.
 */
import { checkInputs, type CheckRules } from "../../../src/kit/check-inputs";
import type { Fields } from "../../../src/kit/fields";
import { RESOURCES } from "../../../src/registry";
import { resourceTypeName } from "../../../src/terraform/shapes/naming";
import { placeOf, terraformPlaceOf } from "../../../src/terraform/shapes/terraform-place";
import { SCHEMA } from "./samples";

const attributes = (kit: string) => SCHEMA.resources[resourceTypeName(kit)]!.attributes;
const metric = attributes("MetricMonitor");

describe("terraformPlaceOf", () => {
  it("puts a union's variant in, from the tag of the kit's value", () => {
    const bag = { metric: { type: "table", table: "t", metric: "row_count", filter: 3 }, notifications: [{ type: "slack" }, { type: "email", recipients: [7] }] };
    expect(terraformPlaceOf(metric, ["metric", "filter"], bag)).toEqual({ path: ["metric", "table", "filter"], mapKeys: [], text: "metric.table.filter" });
    expect(terraformPlaceOf(metric, ["notifications", 1, "recipients", 0], bag)).toEqual({
      path: ["notifications", 1, "email", "recipients", 0],
      mapKeys: [],
      text: "notifications[1].email.recipients[0]",
    });
  });

  it("names the keys snake_case, and stops at the union for its tag", () => {
    expect(terraformPlaceOf(metric, ["connectionId"]).text).toBe("connection_id");
    expect(terraformPlaceOf(metric, ["metric", "type"], { metric: { type: "table" } }).text).toBe("metric");
    expect(terraformPlaceOf(metric, ["schedule", "interval", "utcAt"], { schedule: { interval: { every: "day", utcAt: "25:00" } } }).text).toBe("schedule.interval.day.utc_at");
  });

  it("without the value, takes the only variant having the field, else stops at the union", () => {
    expect(terraformPlaceOf(metric, ["metric", "query"]).text).toBe("metric.custom.query");
    expect(terraformPlaceOf(metric, ["metric", "filter"]).text).toBe("metric");
    expect(terraformPlaceOf(metric, ["notifications", 0, "channel"]).text).toBe("notifications[0]");
  });

  it("marks a map's keys, and follows a dynamic value's keys as they are", () => {
    const diff = attributes("DataDiffMonitor");
    const bag = { datadiff: { diffType: "inmem", tolerance: { float: { columnTolerance: { amount: { type: "absolute", value: -1 } } } }, datasetA: { sessionParameters: { WAREHOUSE: 1 } } } };
    expect(terraformPlaceOf(diff, ["datadiff", "tolerance", "float", "columnTolerance", "amount", "value"], bag)).toEqual({
      path: ["datadiff", "inmem", "tolerance", "float", "column_tolerance", "amount", "absolute", "value"],
      mapKeys: [5],
      text: 'datadiff.inmem.tolerance.float.column_tolerance["amount"].absolute.value',
    });
    expect(terraformPlaceOf(diff, ["datadiff", "datasetA", "sessionParameters", "WAREHOUSE"], bag).text).toBe("datadiff.inmem.dataset_a.session_parameters.WAREHOUSE");
    expect(terraformPlaceOf(attributes("ProxyToken"), ["rotationTriggers", "Build-Id"]).text).toBe('rotation_triggers["Build-Id"]');
  });

  it("ends the place before a step the schema does not know", () => {
    expect(terraformPlaceOf(metric, ["colour"])).toEqual({ path: [], mapKeys: [], text: "" });
    expect(terraformPlaceOf(metric, ["metric", "colour"], { metric: { type: "custom" } }).text).toBe("metric.custom");
  });

  it("places the kit check's own failures", () => {
    const { definition } = RESOURCES.find((resource) => resource.definition.name === "MetricMonitor")!;
    const inputs = {
      name: "orders",
      connectionId: 7,
      metric: { type: "column", table: "t", column: "c", metric: "average", filter: 5 },
      schedule: { interval: { every: "day", hour: 30 } },
      alert: { type: "automatic", sensitivity: 101 },
      notifications: [{ type: "email", recipients: ["a@example.com"] }, { type: "slack", integration: 1 }],
    };
    const { failures } = checkInputs(definition.name, definition.inputs, definition.checkRules as CheckRules<Fields> | undefined, inputs);
    const places = failures.flatMap((failure) => (failure.path === undefined ? [] : [terraformPlaceOf(metric, failure.path, inputs).text]));
    expect(places).toEqual(["metric.column.filter", "schedule.interval.day.hour", "alert.automatic.sensitivity", "notifications[1].slack.channel"]);
  });
});

describe("placeOf", () => {
  it("writes attributes with dots, indexes and map keys in brackets", () => {
    expect(placeOf([{ attribute: "a" }, { index: 2 }, { attribute: "b" }, { key: "k.x" }, { attribute: "c" }])).toEqual({
      path: ["a", 2, "b", "k.x", "c"],
      mapKeys: [3],
      text: 'a[2].b["k.x"].c',
    });
  });
});
