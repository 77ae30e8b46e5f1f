import type { ProjectFiles } from "./pulumi-project";

/**
 * The files of a one-file TypeScript Pulumi program, for tests whose program is not one of
 * the examples: `Pulumi.yaml` named `name`, a package.json and tsconfig.json like the
 * quickstart's, and `index.ts` with `program`.
 */
export function programFiles(name: string, program: string): ProjectFiles {
  return {
    files: {
      "Pulumi.yaml": `name: ${name}\nruntime:\n  name: nodejs\n  options:\n    typescript: true\n`,
      "package.json": JSON.stringify({ name, private: true, main: "index.ts" }, null, 2),
      "tsconfig.json": JSON.stringify(
        { compilerOptions: { target: "ES2020", module: "commonjs", moduleResolution: "node", strict: true, skipLibCheck: true }, files: ["index.ts"] },
        null,
        2,
      ),
      "index.ts": program,
    },
  };
}
