import { redact } from "../core/redact";
import { valueAt } from "../core/value-at";
import type { CheckFailure } from "./check-failure";
import type { Fields } from "./fields";
import { secretInputPaths, type SecretPath } from "./secret";

/** The secret places of each resource's inputs, walked once per fields object. */
const PATHS = new WeakMap<Fields, readonly SecretPath[]>();

function pathsOf(fields: Fields): readonly SecretPath[] {
  let paths = PATHS.get(fields);
  if (paths === undefined) PATHS.set(fields, (paths = secretInputPaths(fields)));
  return paths;
}

/** Every text found at the secret places of `news` (a `*` place: each element's). */
export function secretTexts(fields: Fields, news: Readonly<Record<string, unknown>>): string[] {
  const texts: string[] = [];
  const collect = (value: unknown, path: readonly string[]): void => {
    if (value === undefined || value === null) return;
    if (path.length === 0) {
      if (typeof value === "string" || typeof value === "number") texts.push(String(value));
      else if (typeof value === "object") for (const inner of Object.values(value)) collect(inner, []);
      return;
    }
    const [head, ...rest] = path as [string, ...string[]];
    if (head === "*") {
      if (Array.isArray(value)) for (const element of value) collect(element, rest);
      return;
    }
    collect(valueAt(value, [head]), rest);
  };
  for (const path of pathsOf(fields)) collect(news, path);
  return texts;
}

/**
 * The failures with every secret value of the inputs taken out of their text. A failure's
 * message may quote the value it judged (`got "hunter2"`), and a rule across inputs may quote
 * another input: a credential must never reach the engine's output, a log or an error. Values
 * of any length are taken out, the quoted form first, so that even a short password does not
 * show; `redact` also takes out anything shaped like a proxy token.
 */
export function withoutSecrets(fields: Fields, news: Readonly<Record<string, unknown>>, failures: readonly CheckFailure[]): CheckFailure[] {
  const texts = secretTexts(fields, news).filter((text) => text.length > 0);
  if (texts.length === 0) return [...failures];
  const quoted = texts.map((text) => JSON.stringify(text));
  const scrub = (message: string) => {
    let out = message;
    for (const text of [...quoted, ...texts].sort((a, b) => b.length - a.length)) out = out.split(text).join("[secret]");
    return redact(out);
  };
  return failures.map((failure) => ({
    ...failure,
    reason: scrub(failure.reason),
    ...(failure.problem === undefined ? {} : { problem: scrub(failure.problem) }),
  }));
}
