import { nearMissOf } from "./config-keys";
import { SETTINGS, type SettingDefinition } from "./known-settings";
import { InvalidConfigurationError, MissingConfigurationError } from "../../core/errors";
import { isShowable } from "../../core/describe-value";
import { redact } from "../../core/redact";

// The table of settings is a module of its own (config-keys.ts reads it too); this is still
// the module to import settings from.
export { SETTINGS, type SettingDefinition };

/** Reads one stack config value by its full key ("datafold:apiKey"); undefined when unset. */
export type ConfigLookup = (configKey: string) => string | undefined;

/** Where settings may come from, besides explicit options. */
export interface SettingSources {
  /** The Pulumi stack config (the provider's `configure`, or `pulumi.Config` in a program). */
  readonly config?: ConfigLookup;
  /** Defaults to `process.env`. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /**
   * Every key set in the stack config, when the caller can list them: a missing setting whose
   * key is set with a typo (`datafold:proxyURL`) is then reported with "did you mean". Values
   * are never read through it.
   */
  readonly configKeys?: () => Iterable<string>;
  /**
   * How messages name where a config value came from; default "the stack config datafold:host".
   * A provider plugin's explicit provider says "the provider argument host" instead.
   */
  readonly describeConfig?: (definition: SettingDefinition) => string;
}

/** Where a setting's value was found, in the order they are looked at. */
export type SettingOrigin = "option" | "config" | "env" | "default";

/** A resolved setting and a human description of where it came from. */
export interface ResolvedSetting {
  readonly value: string;
  /** "the option apiKey", "the stack config datafold:apiKey", "the environment variable DATAFOLD_API_KEY". */
  readonly source: string;
  /** Absent is read as "option": a value handed over directly, as an option or an argument. */
  readonly origin?: SettingOrigin;
  readonly definition: SettingDefinition;
}

/** The first non-empty value among option, config and environment (then the default). */
export function resolveSetting(
  definition: SettingDefinition,
  optionName: string,
  explicit: string | undefined,
  sources: SettingSources = {},
): ResolvedSetting | undefined {
  const env = sources.env ?? process.env;
  if (explicit !== undefined && explicit.trim() === "") {
    // An explicit empty option is a mistake (an unset variable passed through), not a request for the fallback.
    throw new InvalidConfigurationError(
      definition.label,
      `The option ${optionName} is ${explicit === "" ? "an empty string" : "blank"}: give the ${definition.label}, ` +
        `or leave the option out to read it from the stack config ${definition.configKey} or the environment variable ${definition.envVar}.`,
    );
  }
  const candidates: [string | undefined, SettingOrigin, string][] = [
    [explicit, "option", `the option ${optionName}`],
    [sources.config?.(definition.configKey), "config", sources.describeConfig?.(definition) ?? `the stack config ${definition.configKey}`],
    [env[definition.envVar], "env", `the environment variable ${definition.envVar}`],
    [definition.defaultValue, "default", "the default"],
  ];
  for (const [value, origin, source] of candidates) {
    if (value !== undefined && value.trim() !== "") return { value: value.trim(), source, origin, definition };
  }
  return undefined;
}

/** Like {@link resolveSetting}, but a missing value is a {@link MissingConfigurationError}. */
export function requireSetting(
  definition: SettingDefinition,
  optionName: string,
  explicit: string | undefined,
  sources?: SettingSources,
): ResolvedSetting {
  const resolved = resolveSetting(definition, optionName, explicit, sources);
  if (!resolved) {
    throw new MissingConfigurationError(definition.label, definition.configKey, definition.envVar, definition.secret, {
      // Without a stack config to read, the caller is a plain script: the constructor option is its first choice.
      option: sources?.config === undefined ? optionName : undefined,
      nearMiss: sources?.configKeys === undefined ? undefined : nearMissOf(definition.configKey, sources.configKeys()),
    });
  }
  return resolved;
}

/**
 * Checks a service address and returns it without a trailing slash. It must be an
 * absolute http(s) URL; plain http is only allowed to loopback hosts unless
 * `allowInsecureHttp`, because the API key and tokens would cross the network in clear.
 * Messages quote the value only when it looks like an address: a credential set there by
 * mistake must not be printed.
 */
export function validateServiceUrl(setting: ResolvedSetting, allowInsecureHttp: boolean): string {
  const { label } = setting.definition;
  const from = `(from ${setting.source})`;
  const fix = `in ${whereToFix(setting)}`;
  const address = looksLikeAddress(setting.value);
  const shown = address ? ` ${JSON.stringify(setting.value)}` : "";
  const hidden = address ? "" : " (its value is not shown: it does not look like an address, and may be a credential set there by mistake)";
  const schemeEnd = setting.value.indexOf("://");
  // "app.datafold.com:443" needs only the scheme; anything else that is no address, a whole new value.
  const suggestion = address
    ? `https://${schemeEnd === -1 ? setting.value : setting.value.slice(schemeEnd + 3)}`
    : (setting.definition.example ?? "https://<host>");
  let url: URL;
  try {
    url = new URL(setting.value);
  } catch {
    throw new InvalidConfigurationError(
      label,
      `The ${label}${shown} ${from} is not an absolute URL with an http:// or https:// scheme${hidden}: ` +
        `write it in full, such as ${suggestion}, ${fix}.`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    // `new URL("app.datafold.com:443")` parses with the scheme "app.datafold.com:".
    const problem =
      schemeEnd !== -1 && address
        ? `uses ${url.protocol}// rather than http:// or https://${hidden}: write it as ${suggestion}`
        : `has no http:// or https:// scheme${hidden}: write it in full, such as ${suggestion}`;
    throw new InvalidConfigurationError(label, `The ${label}${shown} ${from} ${problem}, ${fix}.`);
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new InvalidConfigurationError(
      label,
      `The ${label} ${from} must be a plain base address without credentials, query or fragment: remove them ${fix}.`,
    );
  }
  if (url.protocol === "http:" && !allowInsecureHttp && !isLoopback(url.hostname)) {
    throw new InvalidConfigurationError(
      label,
      `The ${label}${shown} ${from} uses plain http:// to a host that is not this machine: ` +
        `credentials would cross the network unencrypted. Use https:// ${fix}, or if this is really intended set ` +
        `${SETTINGS.allowInsecureHttp.configKey} or ${SETTINGS.allowInsecureHttp.envVar} to true (the client option allowInsecureHttp).`,
    );
  }
  return url.href.replace(/\/+$/, "");
}

/** Where to correct a setting: where its value came from (the default cannot be edited: set one). */
function whereToFix(setting: ResolvedSetting): string {
  const { configKey, envVar } = setting.definition;
  return setting.origin === "default" ? `${configKey} or ${envVar}` : setting.source;
}

/** `host`, `host:port` or a URL, with a dotted name, localhost or an IP address: what an address looks like. */
const ADDRESS = /^([a-z][a-z0-9+.-]*:\/\/)?(localhost|\[[0-9a-f:.]+\]|[a-z0-9-]+(\.[a-z0-9-]+)+)(:\d{0,5})?([/?#]\S*)?$/i;

function looksLikeAddress(value: string): boolean {
  return ADDRESS.test(value) && redact(value) === value;
}

function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * A non-secret setting's value and where it came from, for its error message; a value shaped
 * like a credential (put there by mistake) is not shown.
 */
function describeSource(resolved: ResolvedSetting): string {
  const value = isShowable(resolved.value) ? JSON.stringify(resolved.value) : "(value not shown: it looks like a credential)";
  return `${value} (from ${resolved.source})`;
}

/**
 * A whole-number setting (option, then config, then environment), or undefined when
 * none is set. A value out of `[min, max]` or not a whole number is an error naming
 * where it came from, never silently replaced by the default.
 */
export function wholeNumberSetting(
  definition: SettingDefinition,
  optionName: string,
  explicit: number | undefined,
  sources: SettingSources,
  range: { readonly min: number; readonly max: number; readonly unit: string; readonly defaultValue: number },
): number | undefined {
  const resolved = resolveSetting(definition, optionName, explicit === undefined ? undefined : String(explicit), sources);
  if (resolved === undefined) return undefined;
  const value = /^[0-9]+$/.test(resolved.value) ? Number(resolved.value) : NaN;
  if (Number.isSafeInteger(value) && value >= range.min && value <= range.max) return value;
  throw new InvalidConfigurationError(
    definition.label,
    `The ${definition.label} ${describeSource(resolved)} must be a whole number of ${range.unit} from ` +
      `${range.min} to ${range.max}: correct it in ${whereToFix(resolved)}, or remove it for the default ${range.defaultValue}.`,
  );
}

/** A true/false setting (option, then config, then environment); undefined when none is set. */
export function booleanSetting(
  definition: SettingDefinition,
  optionName: string,
  explicit: boolean | undefined,
  sources: SettingSources,
): boolean | undefined {
  const resolved = resolveSetting(definition, optionName, explicit === undefined ? undefined : String(explicit), sources);
  if (resolved === undefined) return undefined;
  const word = resolved.value.toLowerCase();
  if (word === "true" || word === "false") return word === "true";
  throw new InvalidConfigurationError(
    definition.label,
    `The ${definition.label} ${describeSource(resolved)} must be true or false: correct it in ` +
      `${whereToFix(resolved)}, or remove it for the default false.`,
  );
}
