/**
 * Where each entry of a list of the registry (src/registry.ts: `RESOURCES`, `DATA_FUNCTIONS`) is
 * exported from, read from the registry's own imports (`import { proxyTokenResource } from
 * "./provider/..."`). Entries that import their definition's module alone, not the registry,
 * load no other definition: the Pulumi provider entry (src/provider.ts) and the Terraform
 * provider's loaders (src/terraform/generated/terraform-loaders.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./shape-files";

/** An entry's import: its binding in the registry and its module, relative to src/. */
export interface RegistryModule {
  readonly binding: string;
  readonly module: string;
}

/**
 * Each entry of `list`, by the name `names` gives the entry at the same position (the list's
 * values, in order): its binding and its module.
 */
export function registryModules(list: "RESOURCES" | "DATA_FUNCTIONS", names: readonly string[]): Map<string, RegistryModule> {
  const source = readFileSync(join(REPO_ROOT, "src", "registry.ts"), "utf8");
  const entries = new RegExp(`export const ${list}(?:: [^=]+)? = \\[([^\\]]*)\\]`).exec(source)?.[1];
  if (entries === undefined) throw new Error(`src/registry.ts: no \`export const ${list} = [...]\` list found`);
  const bindings = entries.split(",").map((entry) => entry.trim()).filter((entry) => entry !== "");
  const modules = new Map<string, string>();
  for (const match of source.matchAll(/import \{([^}]*)\} from "([^"]+)";/g)) {
    for (const name of match[1]!.split(",").map((part) => part.trim())) modules.set(name, match[2]!);
  }
  if (bindings.length !== names.length) throw new Error(`src/registry.ts: ${list} lists ${bindings.length} bindings, but the registry's ${list} holds ${names.length} entries`);
  return new Map(
    bindings.map((binding, index) => {
      const module = modules.get(binding);
      if (module === undefined) throw new Error(`src/registry.ts: ${list} entry ${binding} has no import of its own`);
      return [names[index]!, { binding, module }];
    }),
  );
}
