/**
 * The two Terraform providers the OpenTofu benchmark (bench/tofu-engine.ts) compares, each as
 * users receive it: the release zip scripts/pack-terraform-provider.sh (`npm run tofu:pack`)
 * builds, unpacked into a directory of its own, which is what OpenTofu unpacks into its plugin
 * cache and what `dev_overrides` then names. Ours is the release's entry (src/terraform/main.ts);
 * the floor is bench/floor/terraform/entry.ts, packed by the same script with `--entry`: the same
 * bundler settings, single-executable blob, code cache and Node runtime; only the entry differs.
 * The counterpart of ./floor-plugin.ts for the Pulumi plugin.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";

const REPO_ROOT = resolve(__dirname, "../..");
export const FLOOR_TERRAFORM_ENTRY = join(REPO_ROOT, "bench", "floor", "terraform", "entry.ts");

/**
 * Packs the provider (the floor with `entry`) into `destination`/`name`/zip and unpacks it into
 * `destination`/`name`/provider; returns that directory, which holds
 * `terraform-provider-datafold_v<version>` and the LICENSE.
 */
export function packedTerraformProvider(destination: string, name: string, entry?: string): string {
  const zipDir = join(destination, name, "zip");
  const providerDir = join(destination, name, "provider");
  mkdirSync(zipDir, { recursive: true });
  mkdirSync(providerDir, { recursive: true });
  const args = [join(REPO_ROOT, "scripts", "pack-terraform-provider.sh"), "--out", zipDir, ...(entry === undefined ? [] : ["--entry", entry])];
  execFileSync("bash", args, { cwd: REPO_ROOT, stdio: ["ignore", "ignore", "inherit"] });
  const zip = readdirSync(zipDir).find((file) => file.startsWith("terraform-provider-datafold_") && file.endsWith(".zip"));
  if (zip === undefined) throw new Error(`scripts/pack-terraform-provider.sh wrote no terraform-provider-datafold zip into ${zipDir}`);
  execFileSync("unzip", ["-q", join(zipDir, zip), "-d", providerDir], { stdio: ["ignore", "ignore", "inherit"] });
  if (!readdirSync(providerDir).some((file) => file.startsWith("terraform-provider-datafold_v"))) {
    throw new Error(`${zip} holds no terraform-provider-datafold_v<version> executable`);
  }
  return providerDir;
}
