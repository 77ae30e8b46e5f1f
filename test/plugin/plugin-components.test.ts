/**
 * The plugin's `construct` refuses what it cannot build before it registers anything, each
 * error naming its field and printed as a message (no stack trace). What it builds is shown
 * through the real CLI: test/e2e/plugin-monitors-from-yaml-*.test.ts.
 */
import * as pulumi from "@pulumi/pulumi";
import { InvalidArgumentError } from "../../src/core/errors";
import { pluginComponents } from "../../src/plugin/plugin-components";

const construct = (inputs: pulumi.Inputs, type = "datafold:index:MonitorsFromYaml") => pluginComponents.construct("monitors", type, inputs, {});

/** The `__pulumiRunError` mark that makes the Node runtime print the message alone. */
const printedAsMessage = (error: unknown) => (error as { __pulumiRunError?: boolean }).__pulumiRunError === true;

describe("the plugin's construct", () => {
  test("a type that is not a component of the package is an error listing the components", async () => {
    await expect(construct({ files: ["m.yaml"] }, "datafold:index:Nothing")).rejects.toThrow(
      'The datafold provider has no component "datafold:index:Nothing". Its components are: datafold:index:MonitorsFromYaml.',
    );
  });

  test.each([
    ["tags", { tags: "pulumi" }, 'MonitorsFromYaml "monitors": tags must be a list of strings; got the string "pulumi".'],
    ["baseDir", { baseDir: 7 }, 'MonitorsFromYaml "monitors": baseDir must be a directory path; got 7.'],
    ["ignoreNonMonitorsFiles", { ignoreNonMonitorsFiles: "yes" }, 'MonitorsFromYaml "monitors": ignoreNonMonitorsFiles must be true or false; got the string "yes".'],
    ["onRemoved", { onRemoved: 1 }, 'MonitorsFromYaml "monitors": onRemoved must be "delete" or "pause"; got 1.'],
  ])("%s of the wrong type is an error naming it, printed as its message", async (field, inputs, message) => {
    const error = await construct({ files: ["m.yaml"], ...inputs }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error).toMatchObject({ argument: field, message });
    expect(printedAsMessage(error)).toBe(true);
  });

  test("an argument sent as an output (a secret, say) is read for its value", async () => {
    const error = await construct({ files: ["m.yaml"], tags: pulumi.secret(7) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ argument: "tags", message: 'MonitorsFromYaml "monitors": tags must be a list of strings; got 7.' });
  });

  test("files not known yet (another resource's output in a preview) cannot be read: an error naming files", async () => {
    const unknownFiles = pulumi.output(pulumi.unknown as unknown as string[]);
    const error = await construct({ files: unknownFiles }).catch((e: unknown) => e);
    expect(error).toMatchObject({ argument: "files", message: expect.stringContaining('MonitorsFromYaml "monitors": files must be known when the program runs') });
  });
});
