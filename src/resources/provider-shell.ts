import type * as pulumi from "@pulumi/pulumi";

/**
 * The package entry the shell loads inside the provider host. The host resolves it from
 * the Pulumi project's directory, where `pulumi-datafold` is installed (DESIGN.md §2.1).
 */
const IMPLEMENTATION = "pulumi-datafold/provider";

/** The providers `pulumi-datafold/provider` exports, by resource. */
export type ProviderKind = "proxyToken" | "dataDiffFlags";

/**
 * The provider object Pulumi serializes into every resource's state (`__provider`). It is
 * deliberately a thin shell: each method loads the real implementation by package name at
 * run time, and it closes over two strings only. So state stays small whatever the
 * implementation's size, no credential or zod schema can be captured (zod 4 schemas cannot
 * be serialized at all), the text is byte-identical across versions of the package, and
 * refresh and destroy of old resources run the installed, upgraded code.
 */
export function providerShell(kind: ProviderKind): pulumi.dynamic.ResourceProvider {
  return {
    async configure(req) {
      (await import(IMPLEMENTATION)).configure(req.config);
    },
    async check(olds, news) {
      return (await import(IMPLEMENTATION))[kind].check(olds, news);
    },
    async diff(id, olds, news) {
      return (await import(IMPLEMENTATION))[kind].diff(id, olds, news);
    },
    async create(inputs) {
      return (await import(IMPLEMENTATION))[kind].create(inputs);
    },
    async read(id, props) {
      return (await import(IMPLEMENTATION))[kind].read(id, props);
    },
    async update(id, olds, news) {
      return (await import(IMPLEMENTATION))[kind].update(id, olds, news);
    },
    async delete(id, props) {
      await (await import(IMPLEMENTATION))[kind].delete(id, props);
    },
  };
}
