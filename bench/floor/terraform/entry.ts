/**
 * The floor of the OpenTofu benchmark as an executable: ./floor-provider.ts served by the
 * Terraform provider's own tfplugin6 server (src/terraform/protocol: the same handshake, mutual
 * TLS, gRPC library, value codec and schema conversion), built and packed exactly as ours is
 * (scripts/pack-terraform-provider.sh with `--entry` this file, which hands it to
 * scripts/plugin-executable/build.ts --name terraform-provider-datafold): the same bundler
 * settings, single-executable blob, code cache and Node runtime. Only the provider behind the
 * server differs, so ours over the floor is our provider's cost alone. bench/lib/tofu-providers.ts
 * packs it.
 */
import { serveTerraformProvider } from "../../../src/terraform/protocol/serve-terraform-provider";
import { floorTerraformProvider } from "./floor-provider";

serveTerraformProvider(floorTerraformProvider).catch((error: unknown) => {
  process.stderr.write(`terraform-provider-datafold (bench floor): ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
