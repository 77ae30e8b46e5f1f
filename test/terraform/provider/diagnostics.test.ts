/**
 * The diagnostics of bad input (src/terraform/provider/diagnostics.ts): the whole path in the
 * summary and the message, in HCL's names and OpenTofu's words; the top-level argument as the
 * place OpenTofu points at (it follows no path into a nested attribute).
 */
import type { TfValue } from "../../../src/terraform/protocol/terraform-provider-interface";
import { pointedAttribute } from "../../../src/terraform/provider/diagnostics";
import { conformed } from "../../../src/terraform/provider/planned-values";
import { validateResource } from "../../../src/terraform/provider/resource-lifecycle";
import { resourceSchema } from "../../../src/terraform/provider/terraform-schema";

type TfObject = { readonly [name: string]: TfValue };

/** A configuration of `typeName`: every attribute, null where `values` has none. */
const objectOf = (typeName: string, values: Record<string, unknown>): TfObject => conformed(resourceSchema(typeName).attributes, values);

test("pointedAttribute: the top-level argument of a path", () => {
  expect(pointedAttribute(["notifications", 1, "email", "recipients"])).toEqual(["notifications"]);
  expect(pointedAttribute(["name"])).toEqual(["name"]);
});

describe("diagnostics of bad input point OpenTofu at the top-level argument and name the whole path, in HCL's words", () => {
  const metricMonitor = (values: Record<string, unknown>) =>
    objectOf("datafold_metric_monitor", { name: "Orders", connection_id: 7, schedule: { interval: { hour: {} } }, metric: { table: { table: "analytics.orders", metric: "row_count" } }, ...values });

  test("a value out of range inside a variant", async () => {
    const diagnostics = await validateResource("datafold_metric_monitor", metricMonitor({ alert: { automatic: { sensitivity: 101 } } }));
    expect(diagnostics).toEqual([
      {
        severity: "error",
        summary: "Invalid datafold_metric_monitor argument alert.automatic.sensitivity",
        detail: "alert.automatic.sensitivity must be a whole number from 0 to 100; got 101.",
        attribute: ["alert"],
      },
    ]);
  });

  test("two variants of a tagged union at once", async () => {
    const diagnostics = await validateResource("datafold_metric_monitor", metricMonitor({ metric: { table: { table: "t", metric: "row_count" }, custom: { query: "select 1" } } }));
    expect(diagnostics).toEqual([
      {
        severity: "error",
        summary: "Invalid datafold_metric_monitor argument metric",
        detail: "metric must set exactly one of `table`, `column`, `custom`: it sets `table` and `custom`. Keep one of them and remove the others.",
        attribute: ["metric"],
      },
    ]);
  });

  test("a required credential missing: where to take it from in a configuration", async () => {
    const diagnostics = await validateResource(
      "datafold_looker_integration",
      objectOf("datafold_looker_integration", { base_url: "https://example.looker.com", client_id: "c", repo_id: 3 }),
    );
    expect(diagnostics).toEqual([
      {
        severity: "error",
        summary: "Invalid datafold_looker_integration argument client_secret",
        detail: "client_secret is required: give the Looker API client secret, e.g. var.looker_client_secret (a variable declared sensitive).",
        attribute: ["client_secret"],
      },
    ]);
  });
});
