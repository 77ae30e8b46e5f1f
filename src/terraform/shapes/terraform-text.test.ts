import type { TerraformSchemaFile, TfAttribute } from "./terraform-schema-file";
import { terraformNames, terraformText } from "./terraform-text";

const attribute = (name: string, key: string, nested?: TfAttribute[]): TfAttribute =>
  nested === undefined ? { name, key, description: "", optional: true, type: "string" } : { name, key, description: "", optional: true, nested: { nesting: "single", attributes: nested } };

const SCHEMA: TerraformSchemaFile = {
  provider: { version: 0, description: "", attributes: [attribute("api_key", "apiKey"), attribute("proxy_url", "proxyUrl")] },
  resources: {
    datafold_proxy_token: {
      kit: "ProxyToken",
      version: 0,
      description: "",
      attributes: [attribute("principal_id", "principalId"), attribute("revoke_replaced_after_hours", "revokeReplacedAfterHours"), attribute("on_delete", "onDelete")],
    },
    datafold_proxy_token_revocation: { kit: "ProxyTokenRevocation", version: 0, description: "", attributes: [attribute("token_ids", "tokenIds")] },
  },
  dataSources: {
    datafold_monitors: { kit: "getMonitors", version: 0, description: "", attributes: [attribute("counts_by_state", "countsByState", [attribute("alert", "alert")])] },
  },
};
const ALERT: TfAttribute = {
  name: "alert",
  key: "alert",
  description: "",
  optional: true,
  union: { tag: "type" },
  nested: { nesting: "single", attributes: [attribute("automatic", "automatic", [attribute("sensitivity", "sensitivity")]), attribute("custom", "custom", [attribute("alert_on_missing_data", "alertOnMissingData")])] },
};
const names = terraformNames({ ...SCHEMA, resources: { ...SCHEMA.resources, datafold_thing: { kit: "Thing", version: 0, description: "", attributes: [ALERT] } } });
const tf = (text: string) => terraformText(text, names);

describe("terraformText", () => {
  it("names fields in code spans as the schema does, paths and `key: value` included", () => {
    expect(tf("Needs `principalId`; see `countsByState.alert` and `onDelete: \"pause\"`.")).toBe(
      'Needs `principal_id`; see `counts_by_state.alert` and `on_delete = "pause"`.',
    );
  });

  it("leaves code that names nothing of ours, and the vendor's own field names, as they are", () => {
    expect(tf("such as `sqlp_pcp_1a2b`, `ANALYTICS.PROD.ORDERS`, the vendor's `principalId`")).toBe("such as `sqlp_pcp_1a2b`, `ANALYTICS.PROD.ORDERS`, the vendor's `principalId`");
  });

  it("writes resources and data functions as their types, bare or in code, and settings as the provider's arguments", () => {
    expect(tf("a ProxyTokenRevocation listing it in `tokenIds`; `getMonitors` or getMonitors; a `ProxyToken`'s outputs")).toBe(
      "a `datafold_proxy_token_revocation` listing it in `token_ids`; `datafold_monitors` or `datafold_monitors`; a `datafold_proxy_token`'s outputs",
    );
    expect(tf("Missing Datafold API key: set it with `pulumi config set --secret datafold:apiKey <value>` or the environment variable DATAFOLD_API_KEY.")).toBe(
      "Missing Datafold API key: set it with the provider argument `api_key` or the environment variable DATAFOLD_API_KEY.",
    );
    expect(tf("Read from the provider's configuration (stack config `datafold:apiKey`, set with `--secret`), else")).toBe(
      "Read from the provider's configuration (the provider block's `api_key`), else",
    );
  });

  it("names fields written bare in a message as the schema does", () => {
    expect(tf("revokeReplacedAfterHours needs onDelete, and principalId is required: see the ProxyToken; the next up revokes it")).toBe(
      "revoke_replaced_after_hours needs on_delete, and principal_id is required: see the `datafold_proxy_token`; the next `tofu apply` revokes it",
    );
    expect(tf("someOtherWord and alert.sensitivity stay")).toBe("someOtherWord and alert.sensitivity stay");
  });

  it("names the Pulumi routes' type tokens as types, and leaves names bare for plain text", () => {
    expect(tf("import it as datafold:index:ProxyToken, or `datafold:index:getMonitors`")).toBe("import it as `datafold_proxy_token`, or `datafold_monitors`");
    expect(terraformText("A ProxyToken, not datafold:index:ProxyTokenRevocation", names, { codeSpans: false })).toBe("A datafold_proxy_token, not datafold_proxy_token_revocation");
  });

  it("says Pulumi's commands as OpenTofu's", () => {
    expect(tf("the next `up` revokes it; run `pulumi refresh` before `pulumi up`; `pulumi destroy` revokes it; `pulumi import`")).toBe(
      "the next `tofu apply` revokes it; run `tofu apply -refresh-only` before `tofu apply`; `tofu destroy` revokes it; `tofu import`",
    );
    expect(tf("A change fails at preview. Outside Pulumi, in the same stack, the program's data function")).toBe(
      "A change fails at plan. Outside OpenTofu, in the same configuration, the configuration's data source",
    );
  });

  it("never says a secret is encrypted in state: sensitive hides it in output only", () => {
    const translated = tf("Secret: state holds it encrypted; read it from secret config (`pulumi config set --secret`).");
    expect(translated).toContain("plain text unless state encryption is on");
    expect(translated).toContain("`sensitive`");
    expect(tf("Always a Pulumi secret.")).toMatch(/^Always sensitive: .*plain text/);
  });

  it("writes a shape given as a Pulumi object literal as HCL writes it, a union's variant as its nested attribute", () => {
    expect(tf('`{ type: "automatic", sensitivity: 0-100 }` or `{ type: "custom", query, alertOnMissingData? }`')).toBe(
      "`{ automatic = { sensitivity = 0-100 } }` or `{ custom = { query, alert_on_missing_data? } }`",
    );
    // A tag value that is no variant of a union of that tag stays a value; `...` and nested objects are kept.
    expect(tf('`{ type: "none" }`, `{ principalId: { onDelete: "x" }, ... }`')).toBe('`{ type = "none" }`, `{ principal_id = { on_delete = "x" }, ... }`');
    expect(tf("`{ a: [1, 2 }`")).toBe("`{ a: [1, 2 }`");
    expect(tf("`[{ principalId, tokenIds }]`, `[1, 2]`")).toBe("`[{ principal_id, token_ids }]`, `[1, 2]`");
    expect(tf('When to alert, discriminated by `type`: `{ type: "automatic", sensitivity }`')).toBe("When to alert, one of: `{ automatic = { sensitivity } }`");
  });

  it("is idempotent: a translated text comes back unchanged", () => {
    const texts = [
      "Needs `principalId` (`revokeReplacedAfterHours`); the next `up` revokes it, a ProxyToken of the stack. Always a Pulumi secret.",
      "Secret: state holds it encrypted; read it from secret config (`pulumi config set --secret`). Read afresh at every run of the program.",
      "Adopt an existing monitor (Pulumi's `import` option does not work for dynamic resources): with `onDelete: \"pause\"`, getMonitors.",
      'An alert: `{ type: "automatic", sensitivity: 0-100 }`. Connection: the `proxyUrl` (secret) settings.',
    ];
    for (const text of texts) {
      const once = tf(text);
      expect(once).not.toBe(text);
      expect(tf(once)).toBe(once);
    }
  });
});
