/**
 * Type tests of the shipped declarations: the programs in test/types/fixtures are compiled by
 * the TypeScript compiler API in a project with `pulumi-datafold` installed from its packed
 * tarball and the tsconfig of `pulumi new typescript`. Every line must compile except those
 * marked `// @ts-expect-error <word>: why`, which must fail (else TS2578, an unused
 * directive), and fail for the reason given: with the directives taken out, each marked line
 * has an error whose message contains <word>, and no other line has one.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import * as ts from "typescript";
import { InstalledTypeScriptProjects, PULUMI_NEW_TYPESCRIPT_OPTIONS } from "../support/typescript-project";

const FIXTURES = resolve(__dirname, "fixtures");
const DIRECTIVE = /^(\s*)\/\/ @ts-expect-error (\S+?):? (.*)$/;

let projects: InstalledTypeScriptProjects;

beforeAll(() => {
  projects = new InstalledTypeScriptProjects();
}, 120_000);
afterAll(() => projects?.remove());

const fixtures: Record<string, string> = Object.fromEntries(
  readdirSync(FIXTURES)
    .filter((name) => name.endsWith(".ts"))
    .map((name) => [name, readFileSync(join(FIXTURES, name), "utf8")]),
);

/** One diagnostic, as `file:line: TSxxxx message` (line counted from 1), and where it is. */
interface Found {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** Compiles the files with the compiler API, as a user's tsconfig.json says, and returns every diagnostic. */
function compile(files: Readonly<Record<string, string>>): Found[] {
  const dir = projects.makeProject(files, PULUMI_NEW_TYPESCRIPT_OPTIONS);
  const config = ts.getParsedCommandLineOfConfigFile(join(dir, "tsconfig.json"), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  });
  if (config === undefined) throw new Error("tsconfig.json could not be read");
  const program = ts.createProgram(config.fileNames, config.options);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = `TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`;
    if (diagnostic.file === undefined || diagnostic.start === undefined) return { file: "", line: 0, text: message };
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    const file = diagnostic.file.fileName.startsWith(dir) ? diagnostic.file.fileName.slice(dir.length + 1) : diagnostic.file.fileName;
    return { file, line: line + 1, text: message };
  });
}

/** Each `@ts-expect-error` of the fixtures: the line it covers (the next one) and the word its error must contain. */
function directives(): { file: string; line: number; word: string }[] {
  return Object.entries(fixtures).flatMap(([file, text]) =>
    text.split("\n").flatMap((line, index) => {
      const match = DIRECTIVE.exec(line);
      return match === null ? [] : [{ file, line: index + 2, word: match[2]!.replace(/^"|"$/g, "") }];
    }),
  );
}

test("the fixtures hold lines that must compile and lines that must not", () => {
  expect(Object.keys(fixtures).sort()).toEqual(["client-types.ts", "function-types.ts", "known-values.ts", "proxy-token-args.ts"]);
  expect(directives().length).toBeGreaterThanOrEqual(10);
});

test("every fixture compiles against the shipped declarations, with each @ts-expect-error used", () => {
  const found = compile(fixtures);
  expect(found.map((f) => `${f.file}:${f.line}: ${f.text}`)).toEqual([]);
}, 120_000);

test("each marked line fails for the reason it gives, and no unmarked line fails", () => {
  // The directive lines become plain comments: line numbers stay, the errors show.
  const bare = Object.fromEntries(Object.entries(fixtures).map(([file, text]) => [file, text.replace(/\/\/ @ts-expect-error /g, "// expected: ")]));
  const found = compile(bare);
  const expected = directives();
  const unexpected = found.filter((f) => !expected.some((d) => d.file === f.file && d.line === f.line));
  expect(unexpected.map((f) => `${f.file}:${f.line}: ${f.text}`)).toEqual([]);
  for (const directive of expected) {
    const messages = found.filter((f) => f.file === directive.file && f.line === directive.line).map((f) => f.text);
    expect({ ...directive, messages }).toEqual({ ...directive, messages: expect.arrayContaining([expect.stringContaining(directive.word)]) });
  }
}, 120_000);
