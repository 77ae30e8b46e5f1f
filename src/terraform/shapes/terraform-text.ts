/**
 * The kit's texts (descriptions, `notImportable`, messages) are written for Pulumi: camelCase
 * field names, `pulumi up`, stacks, secret config. {@link terraformText} says the same in
 * OpenTofu's terms, with the schema's names, for the Registry docs (tools/codegen/terraform-docs.ts,
 * with the names of the schema being generated) and the provider's messages alike
 * (src/terraform/provider/terraform-terms.ts, with the names of the schema it serves). It is idempotent (a text already translated comes back unchanged), so a text that went
 * through it once (the schema file's, say) can go through it again.
 */
import { snakeCase } from "./naming";
import type { TerraformSchemaFile, TfAttribute } from "./terraform-schema-file";

/** What the translation needs to know of the schema: how each kit name is written in HCL. */
export interface TerraformNames {
  /** A field's kit key (`connectionId`, a union's tag value) → its attribute name (`connection_id`). */
  readonly attributes: ReadonlyMap<string, string>;
  /** A resource's kit name (`ProxyToken`) or a data function's (`getMonitors`) → its type name. */
  readonly types: ReadonlyMap<string, string>;
  /** A tagged union's tag (`type`) → the tag values that are variants of some union tagged by it (`email`, `column`). */
  readonly unions: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The names of a schema file: every attribute at any depth, the provider's, and every type. */
export function terraformNames(schema: TerraformSchemaFile): TerraformNames {
  const attributes = new Map<string, string>();
  const unions = new Map<string, Set<string>>();
  const collect = (list: readonly TfAttribute[]): void => {
    for (const attribute of list) {
      // The first name a key is given wins: a key is snake_cased the same way wherever it is.
      if (!attributes.has(attribute.key)) attributes.set(attribute.key, attribute.name);
      if (attribute.nested === undefined) continue;
      if (attribute.union !== undefined) {
        const variants = unions.get(attribute.union.tag) ?? new Set<string>();
        for (const variant of attribute.nested.attributes) variants.add(variant.key);
        unions.set(attribute.union.tag, variants);
      }
      collect(attribute.nested.attributes);
    }
  };
  collect(schema.provider.attributes);
  const types = new Map<string, string>();
  for (const [type, resource] of Object.entries(schema.resources)) {
    types.set(resource.kit, type);
    collect(resource.attributes);
  }
  for (const [type, dataSource] of Object.entries(schema.dataSources)) {
    types.set(dataSource.kit, type);
    collect(dataSource.attributes);
  }
  return { attributes, types, unions };
}

type Rule = readonly [RegExp, string | ((match: string, ...groups: string[]) => string)];

/**
 * Whole phrases that say something untrue of OpenTofu, translated before anything else (some
 * hold code spans). Each replacement is left alone by every rule, so translating twice is a no-op.
 */
const PHRASES: readonly Rule[] = [
  [/known only to the stack that created it and kept secret in state/g, "known only to the state that created it; sensitive: hidden in OpenTofu's output, but held in the state in plain text unless state encryption is on"],
  [/Always a Pulumi secret\./g, "Always sensitive: hidden in OpenTofu's output, but held in the state in plain text unless state encryption is on."],
  [/Secret: state holds it encrypted; read it from secret config \(`pulumi config set --secret`\)\./g, "Sensitive: hidden in OpenTofu's output, but the state holds it in plain text unless state encryption is on; pass it from a variable marked `sensitive`."],
  [/A credential: secret in state,/g, "A credential: sensitive,"],
  // The Pulumi routes' type tokens, by their kit names, which the rules below name as types.
  [/\bdatafold:index:([A-Za-z][A-Za-z0-9]*)\b/g, "$1"],
  // OpenTofu tells a provider no resource's address: its tokens' own labels name the type (src/terraform/provider/resource-lifecycle.ts).
  [
    /one of its own that names the resource, `pulumi <project>\/<stack>\/<name> #<10 random characters>`: an auditor sees which stack holds it, and/g,
    "one of its own, `terraform datafold_proxy_token #<10 random characters>` (OpenTofu tells a provider no resource's address, so the label cannot name the configuration), and",
  ],
  [/\s*\(Pulumi's `import` option does not work for dynamic resources\)/g, " (what `tofu import` does, written in the configuration)"],
  [/a data function runs again at every `pulumi up` and `preview`/g, "a data source is read again at every `tofu plan` and `tofu apply`"],
  [/read afresh at every run of the program/g, "read afresh at every plan and apply"],
  [/`connectionId: getDataSourceOutput\(\{ name: "([^"]*)" \}\)\.id`/g, (_match: string, name: string) => `\`connection_id = data.datafold_data_source.${name.replace(/\W/g, "_")}.id\``],
  [/`String\(\)`/g, "`tostring()`"],
  // Written for TypeScript's editors: a type that also takes text the service adds since.
  [/,? hence `string & \{\}`(?: \([^)]*\))?/g, ""],
  [/ \(hence `string & \{\}`[^)]*\)/g, ""],
  [/\brefused by `check`/g, "refused at plan"],
  [/Connection: the (.*?) settings\./g, "Connection: the provider's $1 arguments."],
  [/\(secret\)/g, "(sensitive)"],
  // A union is told apart by its tag in the kit, by which of its nested attributes is set in HCL.
  [/,? discriminated by `\w+`:/g, ", one of:"],
  // A missing setting's message (src/core/errors.ts): OpenTofu's users set it in the provider block.
  [/`pulumi config set (?:--secret )?(datafold:\w+) <value>`/g, "the provider argument `$1`"],
  [/\(stack config (`datafold:\w+`)(?:, set with `--secret`)?\)/g, "(the provider block's $1)"],
  // Where a required credential comes from (a resource's `required` hint, an import's warning): a sensitive variable.
  [/\bconfig\.requireSecret\("(\w+)"\)/g, (_match: string, name: string) => `var.${snakeCase(name)} (a variable declared sensitive)`],
  [/\bfrom secret config\b/g, "from a sensitive variable"],
  // A lost create answer's advice (src/client/proxy-admin/reconciled-create.ts): a token's own label names no configuration here.
  [/gets one that names its stack and resource\./g, "gets one of its own, which no other configuration can make."],
];

/** Commands, as a code span holds them. */
const COMMANDS: Readonly<Record<string, string>> = {
  "pulumi up": "tofu apply",
  up: "tofu apply",
  "pulumi refresh": "tofu apply -refresh-only",
  refresh: "tofu apply -refresh-only",
  "pulumi preview": "tofu plan",
  preview: "tofu plan",
  "pulumi destroy": "tofu destroy",
  destroy: "tofu destroy",
  "pulumi import": "tofu import",
};

/** Words of prose (never inside a code span), most specific first. */
const PROSE: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bwith Pulumi-style names\b/g, "with snake_case names"],
  [/\bstack outputs?\b/g, "output"],
  [/\bthe stack (holds|does not track|keeps|only stops tracking)\b/g, "the state $1"],
  [/\bin the stack\b/g, "in the state"],
  [/\bwhen the program runs\b/g, "at plan"],
  [/\bthe next up\b/g, "the next `tofu apply`"],
  [/\brun the update again\b/g, "run `tofu apply` again"],
  [/\bat preview\b/g, "at plan"],
  [/\b(a|every|the) preview\b/g, "$1 plan"],
  [/\bstacks\b/g, "configurations"],
  [/\bstack\b/g, "configuration"],
  [/\bprograms\b/g, "configurations"],
  [/\bprogram\b/g, "configuration"],
  [/\bdata functions\b/g, "data sources"],
  [/\bdata function\b/g, "data source"],
  [/\bPulumi\b/g, "OpenTofu"],
];

/** An identifier path in a code span (`principalId`, `countsByState.alert`), optionally `key: value`. */
const CODE_PATH = /^([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)(?:: (.+))?$/;

/** The items of an object literal's body, split at its top-level commas; undefined when brackets do not match. */
function literalItems(body: string): string[] | undefined {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  let quoted = false;
  for (let at = 0; at < body.length; at++) {
    const char = body[at]!;
    if (char === '"' && body[at - 1] !== "\\") quoted = !quoted;
    if (quoted) continue;
    if ("{[(".includes(char)) depth++;
    else if ("}])".includes(char)) depth--;
    else if (char === "," && depth === 0) {
      items.push(body.slice(start, at).trim());
      start = at + 1;
    }
    if (depth < 0) return undefined;
  }
  if (depth !== 0 || quoted) return undefined;
  const last = body.slice(start).trim();
  return last === "" ? items : [...items, last];
}

/**
 * A shape written as a Pulumi object literal (`{ type: "email", recipients: [...] }`,
 * `{ interval: { every: "day", hour?, utcAt? } }`) as the schema's HCL has it: keys by their
 * attribute names, `=` for `:`, and a tagged union's variant as the nested attribute named by
 * its tag (`{ email = { recipients = [...] } }`). Undefined when it is no such literal.
 */
function translateLiteral(code: string, names: TerraformNames): string | undefined {
  // A list of such objects: `[{ remoteId, boundIds }]`.
  if (code.startsWith("[") && code.endsWith("]")) {
    const inner = translateLiteral(code.slice(1, -1).trim(), names);
    return inner === undefined ? undefined : `[${inner}]`;
  }
  if (!code.startsWith("{") || !code.endsWith("}")) return undefined;
  const items = literalItems(code.slice(1, -1).trim());
  if (items === undefined) return undefined;
  const translated: string[] = [];
  let variant: string | undefined;
  for (const item of items) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)(\??)(?:\s*(?::|=)\s*([\s\S]+))?$/.exec(item);
    if (match === null) {
      if (item !== "...") return undefined;
      translated.push(item);
      continue;
    }
    const [, key, optional, value] = match as unknown as [string, string, string, string | undefined];
    const tagValue = value === undefined ? undefined : /^"([^"]+)"$/.exec(value)?.[1];
    // `type: "email"` where `type` tags a union with the variant `email`: the variant is the nesting.
    if (variant === undefined && tagValue !== undefined && item.includes(":") && names.unions.get(key)?.has(tagValue) === true) {
      variant = names.attributes.get(tagValue) ?? tagValue;
      continue;
    }
    const name = `${names.attributes.get(key) ?? key}${optional}`;
    if (value === undefined) translated.push(name);
    else translated.push(`${name} = ${translateLiteral(value.trim(), names) ?? value.trim()}`);
  }
  const inner = translated.length === 0 ? "{}" : `{ ${translated.join(", ")} }`;
  return variant === undefined ? inner : `{ ${variant} = ${inner} }`;
}

function translateCode(code: string, names: TerraformNames, before: string): string {
  const command = COMMANDS[code];
  if (command !== undefined) return command;
  const literal = translateLiteral(code, names);
  if (literal !== undefined) return literal;
  // The vendor's own field names (`the vendor's \`jsonKeyFile\``) are the API's, not ours.
  if (/\bvendor's\s*$/.test(before)) return code;
  const type = names.types.get(code);
  if (type !== undefined) return type;
  const setting = /^datafold:(\w+)$/.exec(code);
  if (setting !== undefined && setting !== null) return names.attributes.get(setting[1]!) ?? code;
  const path = CODE_PATH.exec(code);
  if (path === null) return code;
  const segments = path[1]!.split(".");
  // Only a path whose first segment is one of ours is translated: `sqlp_pcp_…` and `ANALYTICS.PROD` are not names.
  if (!names.attributes.has(segments[0]!)) return code;
  const translated = segments.map((segment) => names.attributes.get(segment) ?? segment).join(".");
  return path[2] === undefined ? translated : `${translated} = ${path[2]}`;
}

function translateProse(prose: string, names: TerraformNames, codeSpans: boolean): string {
  let text = prose;
  for (const [pattern, replacement] of PROSE) text = text.replace(pattern, replacement);
  // Resource and function names written bare become their types, in code.
  text = text.replace(/\b(?:get)?[A-Z][A-Za-z0-9]*\b/g, (word, offset: number, whole: string) => {
    const type = names.types.get(word);
    if (type === undefined) return word;
    // A name already next to a backtick is part of a code span the split did not see (a `` ` `` in prose): leave it.
    if (whole[offset - 1] === "`") return word;
    return codeSpans ? `\`${type}\`` : type;
  });
  // A camelCase key given a value bare in prose (`with tokenIds: [1, 2]`) as HCL assigns it
  // (`token_ids = [1, 2]`); a plain word before a colon (`the vendor's default: true`) is prose.
  text = text.replace(/\b([a-z][a-z0-9]*[A-Z][A-Za-z0-9]*): (?=[[{"\d]|true\b|false\b)/g, (whole, key: string) => {
    const name = names.attributes.get(key);
    return name === undefined ? whole : `${name} = `;
  });
  // The kit's messages name fields bare (`rotateBeforeDays needs expiresInDays`): a camelCase word is a key.
  return text.replace(/\b[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*\b/g, (word) => names.attributes.get(word) ?? word);
}

export interface TerraformTextOptions {
  /**
   * A resource or function named bare in prose becomes its type in a code span (Markdown, the
   * default), or its type bare (plain text, such as a diagnostic OpenTofu prints).
   */
  readonly codeSpans?: boolean;
}

/**
 * `text` in OpenTofu's terms: field names in code spans as the schema writes them
 * (`connectionId` → `connection_id`, `countsByState.alert` → `counts_by_state.alert`,
 * `onDelete: "pause"` → `on_delete = "pause"`), resources and data functions as their types
 * (`ProxyToken` → `datafold_proxy_token`, `getMonitors` → `datafold_monitors`), settings as the
 * provider's arguments (`datafold:apiKey` → `api_key`), Pulumi's commands as OpenTofu's
 * (`pulumi up` → `tofu apply`, `pulumi refresh` → `tofu apply -refresh-only`, `pulumi import` →
 * `tofu import`), and what differs in substance said as it is for OpenTofu: a secret is
 * `sensitive`, which hides it in output, and the state holds it in plain text unless state
 * encryption is on.
 */
export function terraformText(text: string, names: TerraformNames, options: TerraformTextOptions = {}): string {
  const codeSpans = options.codeSpans ?? true;
  let phrased = text;
  for (const [pattern, replacement] of PHRASES) phrased = typeof replacement === "string" ? phrased.replace(pattern, replacement) : phrased.replace(pattern, replacement);
  // Code spans (`…`) and the prose between them are translated each by its own rules.
  const parts = phrased.split(/(`[^`\n]+`)/);
  return parts
    .map((part, index) => {
      if (index % 2 === 0) return translateProse(part, names, codeSpans);
      return `\`${translateCode(part.slice(1, -1), names, parts[index - 1] ?? "")}\``;
    })
    .join("");
}
