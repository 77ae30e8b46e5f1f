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

test("a credential comes from a sensitive variable, not from secret stack config", () => {
  expect(inTerraformTerms('clientSecret is required: give the Looker API client secret, e.g. config.requireSecret("lookerClientSecret").')).toBe(
    "client_secret is required: give the Looker API client secret, e.g. var.looker_client_secret (a variable declared sensitive).",
  );
  expect(inTerraformTerms("a credential, write-only: GET shows it masked. Add it from secret config; it is taken as the one Datafold holds")).toBe(
    "a credential, write-only: GET shows it masked. Add it from a sensitive variable; it is taken as the one Datafold holds",
  );
});

test("what keeps or stops tracking an object is OpenTofu's state", () => {
  expect(inTerraformTerms('DataSource "pg" (id 4) stays in Datafold: its API cannot delete a data source, so the stack only stops tracking it.')).toBe(
    'datafold_data_source "pg" (id 4) stays in Datafold: its API cannot delete a data source, so the state only stops tracking it.',
  );
  expect(inTerraformTerms("DataSource x exists in Datafold (id 4), and the stack keeps it, since the API cannot delete it.")).toBe(
    "datafold_data_source x exists in Datafold (id 4), and the state keeps it, since the API cannot delete it.",
  );
});

test("a lost create answer's advice: values assigned as HCL writes them, the command to run, and a token's own label as it is here", () => {
  expect(
    inTerraformTerms(
      "revoke it with a ProxyTokenRevocation with tokenIds: [4, 9], or list them with getProxyTokens with neverUsed: true; then run the update again. " +
        "A ProxyToken whose label is left out gets one that names its stack and resource.",
    ),
  ).toBe(
    "revoke it with a datafold_proxy_token_revocation with token_ids = [4, 9], or list them with datafold_proxy_tokens with never_used = true; then run `tofu apply` again. " +
      "A datafold_proxy_token whose label is left out gets one of its own, which no other configuration can make.",
  );
  // A plain word before a colon is prose, even when an argument has that name.
  expect(inTerraformTerms("Compare rows (the vendor's default: true). Audit filter: true keeps only unused tokens.")).toBe(
    "Compare rows (the vendor's default: true). Audit filter: true keeps only unused tokens.",
  );
});
