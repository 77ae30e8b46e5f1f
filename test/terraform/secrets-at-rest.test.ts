/**
 * Where the secrets of a Terraform configuration end up on disk, through the real OpenTofu:
 * a token (`token`, sensitive) and a Looker integration's client secret (sensitive), with the
 * state and plan files as OpenTofu writes them. `sensitive` only hides values in output: the
 * state holds both in plain text, and a saved plan too. With OpenTofu's state encryption
 * (configured in the `terraform` block, or by the TF_ENCRYPTION variable alone) neither the
 * state, its backup, nor a saved plan holds any of them, in their raw bytes or, for a plan
 * file, in its decompressed entries. The plain case is the proof that the search finds what is
 * there. No command prints them, and neither do the diagnostics of a plan that fails on a bad
 * value next to a credential (the Pulumi route's counterpart: test/e2e/secrets.test.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { useTofuEmulator } from "./support/emulator";
import { describeWithTofu } from "./support/tofu";
import { hclString, TofuCommandError, type TofuWorkspace } from "./support/tofu-workspace";
import { commandsChecked, printedSecrets, tokensInTofuState } from "./support/tofu-tokens";
import { useWorkspace } from "./support/use-workspace";
import { isZip, zipEntries } from "./support/zip-entries";

jest.setTimeout(300_000);

const LOOKER_SECRET = "looker-client-secret-5d8e2a7c9f1b3e60";
const PASSPHRASE = "a long passphrase for the state, 7f3a9c2e";

/** The encryption of state and plan files: PBKDF2 from a passphrase, AES-GCM, nothing unencrypted read or written. */
const encryptionBody = (passphrase: string) => `
key_provider "pbkdf2" "state" {
  passphrase = ${passphrase}
  # The minimum: the default (600000) costs a second per read and write, which this test does many times.
  iterations = 200000
}

method "aes_gcm" "state" {
  keys = key_provider.pbkdf2.state
}

state {
  method   = method.aes_gcm.state
  enforced = true
}

plan {
  method   = method.aes_gcm.state
  enforced = true
}
`;

/** Encryption in the configuration, the passphrase from a variable (TF_VAR_state_passphrase). */
const ENCRYPTION_IN_CONFIGURATION = `
terraform {
  encryption {
${encryptionBody("var.state_passphrase")
  .trim()
  .split("\n")
  .map((text) => (text === "" ? "" : `    ${text}`))
  .join("\n")}
  }
}

variable "state_passphrase" {
  type      = string
  sensitive = true
}
`;

/** A token and a BI integration with a credential; `generation` rotates the token. */
const secretsConfiguration = (generation: string) => `
variable "looker_client_secret" {
  type      = string
  sensitive = true
}

resource "datafold_proxy_token" "dbt" {
  principal_type    = "service_principal"
  principal_id      = "dbt-prod"
  rotation_triggers = { generation = ${hclString(generation)} }

  lifecycle {
    create_before_destroy = true
  }
}

resource "datafold_looker_integration" "looker" {
  name          = "Looker at rest"
  base_url      = "https://example.looker.com"
  client_id     = "looker-client"
  client_secret = var.looker_client_secret
  repo_id       = 3
}

output "dbt_token" {
  value     = datafold_proxy_token.dbt.token
  sensitive = true
}
`;

interface Setup {
  readonly name: string;
  /** Written before the token and the integration. */
  readonly preamble: string;
  readonly env: Record<string, string>;
  readonly encrypted: boolean;
}

const SETUPS: readonly Setup[] = [
  {
    name: "state encryption in the terraform block, the passphrase from TF_VAR_state_passphrase",
    preamble: ENCRYPTION_IN_CONFIGURATION,
    env: { TF_VAR_state_passphrase: PASSPHRASE },
    encrypted: true,
  },
  {
    name: "state encryption from the TF_ENCRYPTION variable alone",
    preamble: "",
    env: { TF_ENCRYPTION: encryptionBody(hclString(PASSPHRASE)) },
    encrypted: true,
  },
  { name: "no state encryption", preamble: "", env: {}, encrypted: false },
];

/** Every file under `dir`, by its path relative to it, a zip archive's entries as `<file>!<entry>` beside the file itself. */
function filesUnder(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const bytes = readFileSync(path);
    const name = relative(dir, path);
    files.set(name, bytes);
    if (isZip(bytes)) for (const [inner, data] of zipEntries(bytes)) files.set(`${name}!${inner}`, data);
  }
  return files;
}

/** Which of `secrets` each file holds, by file: `{ "terraform.tfstate": ["the current token", ...] }`; files that hold none left out. */
function secretsInFiles(files: ReadonlyMap<string, Buffer>, secrets: ReadonlyMap<string, string>): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [file, bytes] of files) {
    const held = [...secrets].filter(([, secret]) => bytes.includes(secret)).map(([what]) => what);
    if (held.length > 0) found[file] = held;
  }
  return found;
}

/** The random part of a token, after its type's prefix (`sqlp_pcp_`): a secret on its own. */
const randomPart = (token: string) => token.replace(/^sqlp_[a-z]+_/, "");

for (const setup of SETUPS) {
  describeWithTofu(`secrets at rest with ${setup.name}`, (tofu) => {
    const live = useTofuEmulator();
    const ws = useWorkspace(tofu, live, () => ({ ...setup.env, TF_VAR_looker_client_secret: LOOKER_SECRET }));
    const secrets = new Map<string, string>();
    let files: Map<string, Buffer>;

    beforeAll(async () => {
      const ok = async (workspace: TofuWorkspace, args: string[]) => {
        const result = await workspace.run(args);
        if (result.code !== 0) throw new TofuCommandError(args, result);
      };
      ws().writeConfiguration(setup.preamble + secretsConfiguration("1"));
      await ok(ws(), ["apply", "-no-color", "-auto-approve"]);
      const first = (await tokensInTofuState(ws())).get("dbt")!.secret;
      // A replacement: the backup then holds the replaced token, the state the new one.
      ws().writeConfiguration(setup.preamble + secretsConfiguration("2"));
      await ok(ws(), ["apply", "-no-color", "-auto-approve"]);
      const current = (await tokensInTofuState(ws())).get("dbt")!.secret;
      // A saved plan holds the state, the prior state and the variables' values.
      await ok(ws(), ["plan", "-no-color", "-out=saved.tfplan"]);
      files = filesUnder(ws().dir);

      secrets.set("the replaced token", first);
      secrets.set("the replaced token's random part", randomPart(first));
      secrets.set("the current token", current);
      secrets.set("the current token's random part", randomPart(current));
      secrets.set("the Looker client secret", LOOKER_SECRET);
    });

    test("the working directory holds the state, its backup and the saved plan", () => {
      expect([...files.keys()].filter((file) => !file.includes("!")).sort()).toEqual(["main.tf", "saved.tfplan", "terraform.tfstate", "terraform.tfstate.backup"]);
      expect(randomPart(secrets.get("the current token")!)).toMatch(/^[0-9A-Za-z]{40}$/);
    });

    if (setup.encrypted) {
      test("no file holds a token, a token's random part or the client secret, in its raw bytes or decompressed", () => {
        expect(secretsInFiles(files, secrets)).toEqual({});
        for (const file of ["terraform.tfstate", "terraform.tfstate.backup", "saved.tfplan"]) {
          const parsed = JSON.parse(files.get(file)!.toString("utf8")) as Record<string, unknown>;
          expect(Object.keys(parsed)).toEqual(expect.arrayContaining(["meta", "encrypted_data"]));
          expect(isZip(files.get(file)!)).toBe(false);
        }
      });

      test("OpenTofu reads the state back with the passphrase: the token is there, and works", async () => {
        const current = (await tokensInTofuState(ws())).get("dbt")!;
        expect(current.secret).toBe(secrets.get("the current token"));
        await expect(live.clients.control.authenticateProxyToken(current.secret)).resolves.toMatchObject({ token_id: current.tokenId });
      });
    } else {
      test("the state holds the token and the client secret in plain text, the backup the replaced token, the plan file all of them", () => {
        const found = secretsInFiles(files, secrets);
        expect(found["terraform.tfstate"]).toEqual(["the current token", "the current token's random part", "the Looker client secret"]);
        expect(found["terraform.tfstate.backup"]).toEqual(expect.arrayContaining(["the replaced token", "the Looker client secret"]));
        // The archive deflates its entries: the raw bytes hide what the entries hold.
        expect(found["saved.tfplan"]).toBeUndefined();
        expect(found["saved.tfplan!tfstate"]).toEqual(expect.arrayContaining(["the current token", "the Looker client secret"]));
        expect(found["saved.tfplan!tfplan"]).toEqual(expect.arrayContaining(["the Looker client secret"]));
      });
    }

    test("no file holds a credential of the provider's environment or the passphrase", () => {
      const credentials = new Map([["the API key", live.emulator.apiKey], ["the proxy manager token", live.emulator.proxyManagerToken], ["the passphrase", PASSPHRASE]]);
      expect(secretsInFiles(files, credentials)).toEqual({});
    });

    test("no command printed a token or a credential", () => {
      const all = new Map([...secrets, ["the API key", live.emulator.apiKey], ["the proxy manager token", live.emulator.proxyManagerToken], ["the passphrase", PASSPHRASE]]);
      expect(commandsChecked(ws())).toBeGreaterThanOrEqual(3);
      expect(printedSecrets(ws(), all)).toEqual([]);
    });
  });
}

/** Bad values next to credentials: a credential from a variable not marked sensitive, the worst case for what a diagnostic could show. */
const BAD_RESOURCES = `
variable "looker_client_secret" {
  type = string
}

resource "datafold_looker_integration" "looker" {
  name          = "Looker"
  base_url      = "not a url"
  client_id     = "looker-client"
  client_secret = var.looker_client_secret
  repo_id       = -3
}

resource "datafold_proxy_token" "dbt" {
  principal_type     = "service_principal"
  principal_id       = "dbt-prod"
  expires_in_days    = 7
  rotate_before_days = 30
}
`;

const BAD_PROVIDER = `
variable "proxy_manager_token" {
  type = string
}

variable "api_key" {
  type = string
}

provider "datafold" {
  proxy_url           = "ftp://proxy.example.com"
  proxy_manager_token = var.proxy_manager_token
  api_key             = var.api_key
}

resource "datafold_proxy_token" "dbt" {
  principal_type = "service_principal"
  principal_id   = "dbt-prod"
}
`;

describeWithTofu("the diagnostics of a plan that fails on a bad value next to a credential", (tofu) => {
  const live = useTofuEmulator();
  const ws = useWorkspace(tofu, live, () => ({ TF_VAR_looker_client_secret: LOOKER_SECRET }));

  test("bad resource arguments beside a client secret: each named, the secret never printed, nothing sent", async () => {
    ws().writeConfiguration(BAD_RESOURCES);
    await live.clients.control.clearRequests();
    const plan = await ws().plan();
    expect(plan.code).toBe(1);
    // tofu wraps the details at 78 columns.
    const said = (plan.stdout + plan.stderr).replace(/\s+/g, " ");
    expect(said).toContain("Error: Invalid datafold_looker_integration argument base_url");
    expect(said).toContain("Error: Invalid datafold_looker_integration argument repo_id");
    expect(said).toMatch(/rotate_before_days \(30\) must be smaller than expires_in_days \(7\)/);
    expect(said).not.toContain(LOOKER_SECRET);
    expect(await live.clients.control.requests()).toEqual([]);
  });

  test("a bad provider argument beside the proxy manager token and the API key: named, neither credential printed", async () => {
    ws().writeConfiguration(BAD_PROVIDER);
    const plan = await ws().run(["plan", "-no-color", `-var=proxy_manager_token=${live.emulator.proxyManagerToken}`, `-var=api_key=${live.emulator.apiKey}`]);
    expect(plan.code).toBe(1);
    const said = (plan.stdout + plan.stderr).replace(/\s+/g, " ");
    expect(said).toContain("Error: Invalid datafold provider configuration");
    expect(said).toContain('The SQL proxy URL "ftp://proxy.example.com" (from the provider argument proxy_url) uses ftp://');
    for (const credential of [live.emulator.proxyManagerToken, live.emulator.apiKey]) expect(said).not.toContain(credential);
  });

  test("no command printed a credential", () => {
    // The transcript's command lines name the -var flags: only what tofu printed is searched.
    const printed = ws().transcript.map((entry) => entry.slice(entry.indexOf("\n") + 1)).join("\n");
    expect(ws().transcript).toHaveLength(2);
    for (const credential of [LOOKER_SECRET, live.emulator.proxyManagerToken, live.emulator.apiKey]) expect(printed).not.toContain(credential);
  });
});
