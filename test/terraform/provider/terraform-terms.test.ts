/**
 * The kit's messages in OpenTofu's terms (src/terraform/provider/terraform-terms.ts): argument
 * and type names as HCL writes them, and what the Pulumi routes' words stand for in OpenTofu.
 */
import { inTerraformTerms } from "../../../src/terraform/provider/terraform-terms";

test("a Pulumi type token names the resource type an import should use", () => {
  expect(inTerraformTerms("Monitor 12 is a schema monitor, not a metric monitor: import it as datafold:index:SchemaChangeMonitor. Nothing was imported.")).toBe(
    "Monitor 12 is a schema monitor, not a metric monitor: import it as datafold_schema_change_monitor. Nothing was imported.",
  );
});

test("a credential comes from a sensitive variable, not from secret stack config", () => {
  expect(inTerraformTerms('clientSecret is required: give the Looker API client secret, e.g. config.requireSecret("lookerClientSecret").')).toBe(
    "client_secret is required: give the Looker API client secret, e.g. var.looker_client_secret (a variable declared sensitive).",
  );
  expect(inTerraformTerms("a credential, write-only: GET shows it masked. Add it from secret config; it is taken as the one Datafold holds")).toBe(
    "a credential, write-only: GET shows it masked. Add it from a sensitive variable; it is taken as the one Datafold holds",
  );
});

test("what OpenTofu keeps is its state, not a stack; a token's label keeps its own words", () => {
  expect(inTerraformTerms('DataSource "pg" (id 4) stays in Datafold: its API cannot delete a data source, so the stack only stops tracking it.')).toBe(
    'datafold_data_source "pg" (id 4) stays in Datafold: its API cannot delete a data source, so the state only stops tracking it.',
  );
  expect(inTerraformTerms("nothing is left that the stack does not track")).toBe("nothing is left that the state does not track");
  expect(inTerraformTerms("leave it out for a label of its own that names the stack and the resource")).toBe("leave it out for a label of its own that names the stack and the resource");
});

test("commands and argument names, as before", () => {
  expect(inTerraformTerms("run `pulumi refresh`, and set the program to what the app shows; or set replaceOnChange: true")).toBe(
    "run `tofu apply -refresh-only`, and set the configuration to what the app shows; or set replace_on_change: true",
  );
});
