/**
 * The OpenTofu CLI the Terraform provider's e2e tests run, and their gating: the counterpart of
 * tools/pulumi-cli/locate.ts and test/e2e/support/e2e.ts's describeWithCli for the Pulumi CLI.
 */
import { BUILT_TOFU, HOW_TO_GET_TOFU, tofuBinary } from "../../../tools/tofu-cli/locate";

// Where tofu is, shared with the OpenTofu benchmark (bench/tofu-engine.ts), which may not import from test/.
export { BUILT_TOFU, HOW_TO_GET_TOFU, tofuBinary };

/**
 * `describe`, when tofu is built. Without it the suite is skipped (the test run's global setup
 * says so in one line), unless DATAFOLD_E2E=required, as CI sets it: then it fails, so that a CI
 * run can never pass without having run OpenTofu. `built` stands in for tofu's path in tests.
 */
export function describeWithTofu(name: string, body: (tofu: string) => void, built = BUILT_TOFU): void {
  const tofu = tofuBinary(built);
  if (tofu !== undefined) {
    describe(name, () => body(tofu));
  } else if (process.env.DATAFOLD_E2E === "required") {
    test(`${name}: needs OpenTofu`, () => {
      throw new Error(`DATAFOLD_E2E=required, but ${HOW_TO_GET_TOFU}`);
    });
  } else {
    describe.skip(name, () => test(`needs OpenTofu: ${HOW_TO_GET_TOFU}`, () => undefined));
  }
}
