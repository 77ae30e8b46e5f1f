/**
 * Reads a Pulumi project the way the CLI would, for what the runner needs: `Pulumi.yaml` (name,
 * runtime and its options, optional `main`, project-level config defaults) and
 * `Pulumi.<stack>.yaml` (plain config values), merged with config given by the caller.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import { OfflineRunnerError } from "./errors";

export interface ProjectSettings {
  readonly name: string;
  readonly projectDir: string;
  /** Where the program runs (`--pwd`): `main` when it names a directory, else the project directory. */
  readonly programDir: string;
  /** The program argument of the language host: "." or the `main` file. */
  readonly program: string;
  /** `runtime.options.typescript` (default true): whether the SDK registers ts-node. */
  readonly typescript: boolean;
  readonly tsconfigPath?: string;
  /** `runtime.options.nodeargs`: extra arguments for node, before the run script. */
  readonly nodeArgs: readonly string[];
  /** Full keys (`datafold:apiKey`) to string values, as the engine hands config around. */
  readonly config: Readonly<Record<string, string>>;
  readonly secretKeys: readonly string[];
}

export interface ConfigOverrides {
  readonly config?: Readonly<Record<string, string>>;
  readonly secretConfig?: Readonly<Record<string, string>>;
}

type YamlObject = Record<string, unknown>;

function isObject(value: unknown): value is YamlObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readYaml(file: string): YamlObject {
  let parsed: unknown;
  try {
    parsed = parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new OfflineRunnerError(`cannot read ${file}: ${(error as Error).message}`);
  }
  if (parsed === null || parsed === undefined) return {};
  if (!isObject(parsed)) throw new OfflineRunnerError(`${file} must hold a YAML mapping`);
  return parsed;
}

/** `apiKey` belongs to the project's namespace; `datafold:apiKey` is already a full key. */
export function fullConfigKey(key: string, project: string): string {
  return key.includes(":") ? key : `${project}:${key}`;
}

/** Config values are strings for the engine; structured values travel as JSON, like Pulumi's. */
function configString(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

export function loadProjectSettings(projectDir: string, stack: string, overrides: ConfigOverrides = {}): ProjectSettings {
  const dir = resolve(projectDir);
  const projectFile = join(dir, "Pulumi.yaml");
  if (!existsSync(projectFile)) throw new OfflineRunnerError(`no Pulumi.yaml in ${dir}`);
  const project = readYaml(projectFile);
  const name = project.name;
  if (typeof name !== "string" || name === "") throw new OfflineRunnerError(`${projectFile}: "name" is required`);

  const runtime = project.runtime;
  const runtimeName = isObject(runtime) ? runtime.name : runtime;
  if (runtimeName !== "nodejs") {
    throw new OfflineRunnerError(`${projectFile}: runtime ${JSON.stringify(runtimeName)} is not supported; the offline runner runs nodejs programs only`);
  }
  const options = isObject(runtime) && isObject(runtime.options) ? runtime.options : {};

  const config: Record<string, string> = {};
  // Project-level config: `key: value` or `key: {default: value}` (also `value:`), lowest precedence.
  if (isObject(project.config)) {
    for (const [key, entry] of Object.entries(project.config)) {
      const value = isObject(entry) ? (entry.value ?? entry.default) : entry;
      if (value !== undefined) config[fullConfigKey(key, name)] = configString(value);
    }
  }
  const stackFile = join(dir, `Pulumi.${stack}.yaml`);
  if (existsSync(stackFile)) {
    const stackConfig = readYaml(stackFile).config;
    if (stackConfig !== undefined && !isObject(stackConfig)) throw new OfflineRunnerError(`${stackFile}: "config" must be a mapping`);
    for (const [key, value] of Object.entries(stackConfig ?? {})) {
      if (isObject(value) && "secure" in value) {
        throw new OfflineRunnerError(
          `${stackFile}: ${key} is a "secure:" value, which only the Pulumi CLI can decrypt; give it to the offline runner as secret config instead (--secret ${key}=...)`,
        );
      }
      config[fullConfigKey(key, name)] = configString(value);
    }
  }
  const secretKeys = new Set<string>();
  for (const [key, value] of Object.entries(overrides.config ?? {})) {
    config[fullConfigKey(key, name)] = value;
  }
  for (const [key, value] of Object.entries(overrides.secretConfig ?? {})) {
    config[fullConfigKey(key, name)] = value;
    secretKeys.add(fullConfigKey(key, name));
  }

  // The CLI runs a program from `main`: a directory becomes the working directory (program "."),
  // a file is run from the project directory.
  let programDir = dir;
  let program = ".";
  if (project.main !== undefined) {
    if (typeof project.main !== "string") throw new OfflineRunnerError(`${projectFile}: "main" must be a path`);
    const main = resolve(dir, project.main);
    if (!existsSync(main)) throw new OfflineRunnerError(`${projectFile}: main ${project.main} does not exist`);
    if (statSync(main).isDirectory()) programDir = main;
    else program = main;
  }
  return {
    name,
    projectDir: dir,
    programDir,
    program,
    typescript: options.typescript !== false,
    ...(typeof options.tsconfig === "string" ? { tsconfigPath: options.tsconfig } : {}),
    nodeArgs: typeof options.nodeargs === "string" ? options.nodeargs.split(/\s+/).filter(Boolean) : [],
    config,
    secretKeys: [...secretKeys],
  };
}
