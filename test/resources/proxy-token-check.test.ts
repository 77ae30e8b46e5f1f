/**
 * ProxyToken `check` through the real provider host: every bad property is reported at
 * once with a reason a user can act on. (The full table of bad inputs is in issue 4's
 * test; these are the behaviours of check itself.)
 */
import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ProviderHost } from "../../tools/provider-host-driver/provider-host";
import { UNKNOWN_VALUE } from "../../src/kit/unknown-value";
import { ProxyToken, type ProxyTokenArgs } from "../../src/resources";
import { asEngineSees, hostEnvironment, registrationOf, stackConfigFor, useProviderHost } from "../../tools/harness/provider-harness";

const setup = useProviderHost();

let counter = 0;
async function check(args: Record<string, unknown>, olds: Record<string, unknown> = {}) {
  const name = `check-${++counter}`;
  const registration = await registrationOf(name, () => new ProxyToken(name, args as unknown as ProxyTokenArgs));
  return setup.host.check(registration.urn, olds, registration.inputs);
}

test("reports one failure per bad property, all at once", async () => {
  const { failures } = await check({
    principalType: "user",
    principalId: "team/alice",
    label: "",
    expiresInDays: 1.5,
    rotationTriggers: { quarter: 3 },
    expireInDays: 30,
  });
  expect(failures).toEqual(asEngineSees([
    { property: "principalId", reason: 'principalId must not contain "/": it is one segment of the API path, a single id.' },
    { property: "label", reason: 'label must not be empty; leave it out for a label of its own that names the stack and the resource.' },
    {
      property: "expiresInDays",
      reason: "expiresInDays must be a whole number of days from 1 to 36500 (leave it out or set null for a token that never expires); got 1.5.",
    },
    {
      property: "rotationTriggers.quarter",
      reason: "rotationTriggers.quarter must be a string: rotationTriggers values are compared as text; convert with String(); got 3.",
    },
    {
      property: "expireInDays",
      reason:
        'ProxyToken has no input named "expireInDays". Remove it or use one of: principalType, principalId, label, expiresInDays, rotateBeforeDays, rotationTriggers, revokeReason, revokeOnDelete, revokeReplacedAfterHours.',
    },
  ]));
});

test("applies the defaults a user would otherwise see as a diff later, and leaves the label to create", async () => {
  const { inputs, failures } = await check({ principalType: "proxy_manager" });
  expect(failures).toEqual([]);
  expect(inputs).toMatchObject({ principalType: "proxy_manager", revokeOnDelete: true });
  expect(inputs).not.toHaveProperty("principalId");
  // A label of the token's own is made at create (it is unique): an input default would show as a diff on every run.
  expect(inputs).not.toHaveProperty("label");
});

test("cross-property rules name the property to fix", async () => {
  expect((await check({ principalType: "service_principal" })).failures).toEqual(asEngineSees([
    { property: "principalId", reason: 'principalId is required when principalType is "service_principal": give the service principal\'s client id.' },
  ]));
  expect((await check({ principalType: "proxy_manager", principalId: "x" })).failures[0]?.reason).toMatch(/^principalId must not be set/);
  expect((await check({ principalType: "user", principalId: "a", rotateBeforeDays: 7 })).failures).toEqual(asEngineSees([
    {
      property: "rotateBeforeDays",
      reason:
        "rotateBeforeDays needs expiresInDays: a token that never expires has no rotation window. Set expiresInDays or remove rotateBeforeDays.",
    },
  ]));
  expect((await check({ principalType: "user", principalId: "a", expiresInDays: 7, rotateBeforeDays: 7 })).failures[0]?.reason).toBe(
    "rotateBeforeDays (7) must be smaller than expiresInDays (7), or every new token would be inside its rotation window at once.",
  );
});

test("values not known during a preview pass unchecked, and the diff plans a replacement for them", async () => {
  const registration = await registrationOf("preview", () => new ProxyToken("preview", { principalType: "user", principalId: "alice" }));
  const news = { ...registration.inputs, principalId: UNKNOWN_VALUE, expiresInDays: UNKNOWN_VALUE, rotateBeforeDays: 5 };
  const checked = await setup.host.check(registration.urn, {}, news);
  expect(checked.failures).toEqual([]);
  expect(checked.inputs.principalId).toBe(UNKNOWN_VALUE);
  const olds = { principalType: "user", principalId: "alice", label: "API created", revokeOnDelete: true, status: "active" };
  const diff = await setup.host.diff(registration.urn, "users/alice/1", olds, checked.inputs);
  expect(diff.replaces).toEqual(["principalId", "expiresInDays"]);
});

test("a project without pulumi-datafold installed gets an error that says where to install it", async () => {
  const empty = mkdtempSync(join(tmpdir(), "pulumi-project-without-package-"));
  const bare = await ProviderHost.start({ cwd: empty, env: hostEnvironment() });
  try {
    await bare.configure(stackConfigFor(setup.emulator));
    const registration = await registrationOf("not-installed", () => new ProxyToken("not-installed", { principalType: "proxy_manager" }));
    await expect(bare.check(registration.urn, {}, registration.inputs)).rejects.toThrow(
      `pulumi-datafold/provider cannot be loaded from the Pulumi project directory ${realpathSync(empty)}: install the package there (npm install pulumi-datafold), next to @pulumi/pulumi.`,
    );
  } finally {
    await bare.close();
    rmSync(empty, { recursive: true, force: true });
  }
});
