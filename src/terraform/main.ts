#!/usr/bin/env node
/**
 * `terraform-provider-datafold`: the Datafold provider for OpenTofu and Terraform, started by
 * them (go-plugin), never by hand. The release's single executable is built from this entry
 * (scripts/plugin-executable/build.ts --name terraform-provider-datafold). docs/architecture.md §2e.
 */
import { serveTerraformProvider } from "./protocol/serve-terraform-provider";
import { lazyTerraformProvider } from "./provider/lazy-provider";

serveTerraformProvider(lazyTerraformProvider).catch((error: unknown) => {
  process.stderr.write(`terraform-provider-datafold: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
