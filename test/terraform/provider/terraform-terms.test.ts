/**
 * The kit's messages, written once in the Pulumi routes' words, as OpenTofu users read them
 * (src/terraform/provider/terraform-terms.ts): arguments and types by their HCL names, commands
 * as OpenTofu's; the sentence otherwise unchanged.
 */
import { inTerraformTerms } from "../../../src/terraform/provider/terraform-terms";

test("inputs, resources and type tokens by their HCL names; Pulumi's commands as OpenTofu's", () => {
  expect(inTerraformTerms("rotateBeforeDays needs expiresInDays: a token that never expires has no rotation window.")).toBe(
    "rotate_before_days needs expires_in_days: a token that never expires has no rotation window.",
  );
  expect(inTerraformTerms("Monitor 5 is a metric monitor, not a schema monitor: import it as datafold:index:MetricMonitor.")).toBe(
    "Monitor 5 is a metric monitor, not a schema monitor: import it as datafold_metric_monitor.",
  );
  expect(inTerraformTerms("A ProxyToken cannot be imported. Declare a new ProxyToken in the program instead (the next `up` creates it).")).toBe(
    "A datafold_proxy_token cannot be imported. Declare a new datafold_proxy_token in the configuration instead (the next `tofu apply` creates it).",
  );
  expect(inTerraformTerms("Run `pulumi refresh`, then `pulumi up`.")).toBe("Run `tofu apply -refresh-only`, then `tofu apply`.");
});

test("words that are no argument's name are left alone", () => {
  expect(inTerraformTerms("The metric and the table are compared; myOwnWord stays.")).toBe("The metric and the table are compared; myOwnWord stays.");
});
