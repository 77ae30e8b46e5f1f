/**
 * Trains the Terraform provider's code cache (build.ts, program-loader.ts): runs the bundled
 * program through the loader as OpenTofu starts a provider (go-plugin's handshake, mutual TLS),
 * and asks of it what OpenTofu asks in a plan: the schema, the provider block's validation and
 * configuration, then for every resource type a validation and a plan of a create, and for every
 * data source a validation, each with the values of the schema's examples
 * (tools/harness/schema-example-samples.ts; a type without one gets an empty configuration,
 * which still loads its definition). Then Shutdown: the loader writes V8's code cache of every
 * function that ran as the process exits. Nothing here reaches a service: the provider's host is
 * an address nothing listens on, and no step of a plan sends a request.
 *
 * The floor of the benchmark (bench/floor/terraform) is trained the same way, as it is built the
 * same way.
 */
import { existsSync, rmSync } from "node:fs";
import { encodeCtyValue } from "../../src/terraform/protocol/cty-msgpack";
import { impliedType } from "../../src/terraform/protocol/cty-types";
import type { TfValue } from "../../src/terraform/protocol/terraform-provider-interface";
import { terraformFromKit } from "../../src/terraform/shapes/kit-values";
import { TERRAFORM_SCHEMA } from "../../src/terraform/provider/terraform-schema";
import type { TfAttribute, TfBlock } from "../../src/terraform/shapes/terraform-schema-file";
import { exampleSamples } from "../../tools/harness/schema-example-samples";
import { call, clientCertificate, connect, startPlugin } from "../../tools/harness/tfplugin-process";

type TfObject = { readonly [name: string]: TfValue };

/** Where the trained provider sends requests, were it to: the discard port, on which nothing listens here. */
const NOWHERE = "http://127.0.0.1:9";

/** Every attribute of a block null: a configuration that sets nothing. */
const unset = (attributes: readonly TfAttribute[]): TfObject => Object.fromEntries(attributes.map((attribute) => [attribute.name, null]));

/**
 * Runs the program `programFile` through the loader `loaderFile` with a plan's requests, and
 * writes its code cache to `cacheFile`. Fails, saying what, if the program does not start or
 * writes no cache.
 */
export async function trainCodeCache(loaderFile: string, programFile: string, cacheFile: string): Promise<void> {
  rmSync(cacheFile, { force: true });
  const client = clientCertificate();
  const plugin = await startPlugin(client, { CODE_CACHE_PROGRAM: programFile, CODE_CACHE_OUT: cacheFile, DATAFOLD_HOST: NOWHERE }, [process.execPath, loaderFile]);
  const exited = new Promise<number | null>((done) => plugin.child.once("exit", done));
  const { provider, controller } = connect(plugin, client);
  try {
    // A value of a block as OpenTofu sends it: msgpack of the block's implied type.
    const dynamic = (value: TfValue, block: TfBlock) => ({ msgpack: Buffer.from(encodeCtyValue(value, impliedType(block))) });
    const providerBlock = TERRAFORM_SCHEMA.provider;
    await call(provider, "GetProviderSchema", {});
    await call(provider, "ValidateProviderConfig", { config: dynamic(unset(providerBlock.attributes), providerBlock) });
    await call(provider, "ConfigureProvider", { terraform_version: "1.12.6", config: dynamic({ ...unset(providerBlock.attributes), host: NOWHERE, api_key: "training" }, providerBlock) });

    const samples = exampleSamples();
    for (const [typeName, resource] of Object.entries(TERRAFORM_SCHEMA.resources)) {
      const values = samples.filter((sample) => sample.kit === resource.kit).map((sample) => terraformFromKit(resource.attributes, sample.values));
      for (const config of values.length > 0 ? values : [unset(resource.attributes)]) {
        await call(provider, "ValidateResourceConfig", { type_name: typeName, config: dynamic(config, resource) });
        await call(provider, "PlanResourceChange", {
          type_name: typeName,
          prior_state: dynamic(null, resource),
          proposed_new_state: dynamic(config, resource),
          config: dynamic(config, resource),
          prior_private: Buffer.alloc(0),
        });
      }
    }
    for (const [typeName, dataSource] of Object.entries(TERRAFORM_SCHEMA.dataSources)) {
      const values = samples.filter((sample) => sample.kit === dataSource.kit).map((sample) => terraformFromKit(dataSource.attributes, sample.values));
      for (const config of values.length > 0 ? values : [unset(dataSource.attributes)]) {
        await call(provider, "ValidateDataResourceConfig", { type_name: typeName, config: dynamic(config, dataSource) });
      }
    }
    await call(controller, "Shutdown", {});
  } finally {
    provider.close();
    controller.close();
  }
  const code = await exited;
  if (code !== 0 || !existsSync(cacheFile)) {
    throw new Error(`training the code cache: the program exited with ${code} and ${existsSync(cacheFile) ? "wrote" : "wrote no"} ${cacheFile}; it printed:\n${plugin.stderr()}`);
  }
}
