/**
 * `--format hcl`: an OpenTofu/Terraform configuration of the monitors. Each monitor gets an
 * `import` block (its resource address and its id) and its `resource "datafold_<kind>_monitor"`
 * block with the arguments the provider's import reads back, so that the first `tofu plan`
 * shows each monitor to be imported and nothing to change, and `tofu apply` takes them over
 * without creating, replacing or deleting any.
 *
 * What GET cannot show is never invented: a required argument is left out, with a comment in its
 * place saying what to fill in before `tofu plan` (which until then fails, naming it); the
 * optional ones are named in a NOTE above the resource, written as unset.
 */
import type { TfValue } from "../terraform/protocol/terraform-provider-interface";
import { PROVIDER_NAME } from "../terraform/shapes/naming";
import type { TfResourceSchema } from "../terraform/shapes/terraform-schema-file";
import { fillInWhat, unshownAdvice, type ExportedMonitor } from "./exported-monitor";
import { BLANK_LINE, type HclBodyItem, type HclEntry, type HclExpression, hclText } from "./hcl/hcl-document";
import { isHclIdentifier } from "./hcl/hcl-syntax";
import { terraformMonitor, type TerraformMonitor, type TfPath, type UnshownPart } from "./terraform-monitor";

/** The provider's source address in the registry, as `required_providers` names it. */
export const PROVIDER_SOURCE = "datafold/datafold";

/** The monitors in Terraform's shape, by the provider's schema. */
export function terraformMonitors(monitors: readonly ExportedMonitor[], resources: Readonly<Record<string, TfResourceSchema>>): TerraformMonitor[] {
  return monitors.map((monitor) => terraformMonitor(monitor, resources));
}

/** The configuration's text: the provider's requirement, then an import block and a resource block per monitor. */
export function terraformConfiguration(monitors: readonly TerraformMonitor[], source: string): string {
  const items: HclBodyItem[] = [
    {
      comment: [
        `Written by \`pulumi-datafold export-monitors\` from ${source}: ${monitors.length} monitor${monitors.length === 1 ? "" : "s"}.`,
        "Each resource has an import block: `tofu apply` (or `terraform apply`) imports the live monitor and creates none.",
      ],
    },
    BLANK_LINE,
    { type: "terraform", labels: [], body: [{ type: "required_providers", labels: [], body: [{ name: PROVIDER_NAME, value: { object: [{ name: "source", value: PROVIDER_SOURCE }] } }] }] },
  ];
  for (const monitor of monitors) items.push(BLANK_LINE, ...monitorBlocks(monitor));
  return hclText(items);
}

function monitorBlocks(tf: TerraformMonitor): HclBodyItem[] {
  const name = tf.monitor.slug;
  // Slugs are snake_case words (src/export/slugs.ts), which Terraform takes as a resource's name.
  if (!isHclIdentifier(name)) throw new Error(`${JSON.stringify(name)} (monitor ${tf.monitor.id}) is not an HCL identifier, so it cannot name a resource.`);
  const comments = new Map<string, string[]>();
  const add = (at: TfPath, line: string) => comments.set(JSON.stringify(at), [...(comments.get(JSON.stringify(at)) ?? []), line]);
  for (const part of tf.missingRequired) add(part.commentAt, fillInLine(part));
  const body = (expression(tf.arguments, [], comments) as { object: readonly HclEntry[] }).object;
  const note = tf.unshownOptional.length === 0 ? [] : [{ comment: [unshownAdvice(tf.unshownOptional.map((part) => part.name))] }];
  return [
    { type: "import", labels: [], body: [{ name: "to", value: { reference: [tf.type, name] } }, { name: "id", value: String(tf.monitor.id) }] },
    BLANK_LINE,
    ...note,
    { type: "resource", labels: [tf.type, name], body },
  ];
}

/** The comment of a required argument GET does not show: what to give, before `tofu plan`. */
function fillInLine(part: UnshownPart): string {
  const what = fillInWhat(part.field);
  if (part.variant !== undefined) {
    return `Fill in before \`tofu plan\`: rename ${part.variant.placeholder} to ${what ?? part.variant.names.join(" or ")}: the Datafold API does not show which, so the export cannot.`;
  }
  return `Fill in before \`tofu plan\`: ${part.name}${what === undefined ? "" : `, ${what}`}: the Datafold API does not show it, so the export cannot.`;
}

/** A Terraform value as HCL, with the comments that go in each object (by its path). */
function expression(value: TfValue, path: TfPath, comments: ReadonlyMap<string, readonly string[]>): HclExpression {
  if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (typeof value === "symbol") throw new Error(`${JSON.stringify(path)}: a value not known yet has no place in an export.`);
  if (Array.isArray(value)) return { list: value.map((item: TfValue, index: number) => expression(item, [...path, index], comments)) };
  const own = (comments.get(JSON.stringify(path)) ?? []).map((line): HclEntry => ({ comment: [line] }));
  const entries = Object.entries(value as { readonly [name: string]: TfValue }).map(([name, inner]): HclEntry => ({ name, value: expression(inner, [...path, name], comments) }));
  return { object: [...own, ...entries] };
}
