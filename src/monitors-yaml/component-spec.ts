/**
 * MonitorsFromYaml as the package schema (sdk/schema.json) declares it, for the component the
 * plugin serves (`construct`) and the Python and Go SDKs generated from it: its arguments,
 * what it outputs, and how the plugin reads the arguments it is given. The TypeScript class
 * (src/resources/monitors-from-yaml.ts) takes the same arguments; both read the files with
 * ./read-monitors.ts.
 *
 * Nothing here loads `@pulumi/pulumi`: the schema generator reads it.
 */

/** The token of the component: `datafold:index:MonitorsFromYaml`. */
export const MONITORS_FROM_YAML = "MonitorsFromYaml";

/** The removal strategies, as `datafold monitors provision --dangling-monitors-strategy` names them. */
export const REMOVAL_STRATEGIES = ["delete", "pause"] as const;
export type RemovalStrategy = (typeof REMOVAL_STRATEGIES)[number];

const DESCRIPTION =
  "Datafold monitors as code from the vendor's own monitors YAML: one monitor resource (`MetricMonitor`, " +
  "`SchemaChangeMonitor`, `DataTestMonitor` or `DataDiffMonitor`) per slug of the files' `monitors:` mappings, merged " +
  "as `datafold monitors provision` merges them (a slug in two files is an error naming both). Each child is named " +
  "`<name>-<slug>`, so moving a monitor from one file to another changes nothing. Every monitor is converted and " +
  "checked when the program runs, before any request: one error lists every problem, each as " +
  "`file:line: monitors.<slug>.<path>: reason`; a key the schema does not have is a warning and is ignored. A YAML " +
  "`name` left out is the slug; `id` adopts that existing monitor. Relative paths are read against `baseDir`, by " +
  "default the program's directory.";

/** The component's entry in the package schema's `resources`, without `isComponent` (the generator adds it). */
export const MONITORS_FROM_YAML_SPEC = {
  description: DESCRIPTION,
  inputProperties: {
    files: {
      type: "array",
      items: { type: "string" },
      description:
        "Datafold monitors YAML files, as `datafold monitors provision` takes them: each a path or a glob pattern (`*`, " +
        "`?`, `[...]`, `**` for any directories; names starting with `.` only by a pattern starting with `.`). A " +
        "pattern's matches are read in sorted order; a file named twice is read once. A pattern matching nothing, a " +
        "missing path or a directory is an error. Known when the program runs (not another resource's output).",
    },
    baseDir: {
      type: "string",
      description: "The directory relative paths and patterns are read against. Default: the program's directory.",
    },
    ignoreNonMonitorsFiles: {
      type: "boolean",
      description:
        "Skip, with a warning, a file that is not YAML or has no top-level `monitors` mapping, instead of failing (the " +
        "CLI's `--ignore-non-monitors-files`). Default false. Some file must still have one.",
    },
    owner: { type: "string", description: "The owner (an e-mail address) of every monitor; the YAML has no owner. Optional." },
    onRemoved: {
      type: "string",
      description:
        "What happens to a monitor whose slug leaves the files (or when the component is destroyed), as the CLI's " +
        '`--dangling-monitors-strategy`: `"delete"` (default) deletes it, `"pause"` disables it and leaves it in ' +
        "Datafold. Each monitor's `onDelete`.",
    },
    tags: { type: "array", items: { type: "string" }, description: "Tags added after each monitor's own. Optional." },
  },
  requiredInputs: ["files"],
  properties: {
    monitors: {
      type: "object",
      additionalProperties: { type: "integer" },
      description: "Each monitor's id in Datafold, by slug.",
    },
  },
  required: ["monitors"],
} as const;
