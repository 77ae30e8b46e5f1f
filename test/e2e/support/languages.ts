import { existsSync } from "node:fs";
import { BUILT_SDKGEN, HOW_TO_GET_THE_CLI, hasLanguageHost, pulumiCliDir, type OtherLanguage } from "../../../tools/pulumi-cli/locate";
import { HOW_TO_GET_PYTHON_PULUMI, PYTHON_PULUMI, PYTHON_WHEELHOUSE } from "../../../tools/pulumi-python/locate";

/**
 * `describe` for programs in another language than TypeScript: when the real CLI, the
 * language host of each of `languages`, (for Python) the `pulumi` virtualenv and (with
 * `sdkgen`) the SDK generator built with the CLI are there.
 * Otherwise the suite is skipped with the reason on stderr, or, under DATAFOLD_E2E=required
 * (CI), fails: CI builds all of them and must run these.
 */
export function describeWithLanguages(
  languages: readonly OtherLanguage[],
  name: string,
  body: (cliDir: string) => void,
  needs: { sdkgen?: boolean } = {},
): void {
  const cliDir = pulumiCliDir();
  const missing: string[] = [];
  if (cliDir === undefined) {
    missing.push(HOW_TO_GET_THE_CLI);
  } else {
    for (const language of languages) {
      if (!hasLanguageHost(cliDir, language)) missing.push(`no pulumi-language-${language} beside ${cliDir}/pulumi or on PATH: run \`npm run pulumi:install\``);
    }
  }
  if (languages.includes("python") && !(existsSync(PYTHON_PULUMI) && existsSync(PYTHON_WHEELHOUSE))) {
    missing.push(`no virtualenv with the pulumi Python SDK: ${HOW_TO_GET_PYTHON_PULUMI}`);
  }
  if (needs.sdkgen === true && !existsSync(BUILT_SDKGEN)) missing.push(`no ${BUILT_SDKGEN}: run \`npm run pulumi:install\``);
  if (missing.length === 0) {
    describe(name, () => body(cliDir!));
  } else if (process.env.DATAFOLD_E2E === "required") {
    test(`${name}: needs ${languages.join(", ")}`, () => {
      throw new Error(`DATAFOLD_E2E=required, but ${missing.join("; ")}`);
    });
  } else {
    process.stderr.write(`${name}: skipped: ${missing.join("; ")}\n`);
    describe.skip(name, () => test(`needs ${languages.join(", ")}`, () => undefined));
  }
}
