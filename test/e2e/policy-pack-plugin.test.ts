/**
 * The policy pack of examples/policy-pack judges the provider plugin's resources as it judges
 * the dynamic ones: a Python program (the generated SDK) and a Pulumi YAML program, each with
 * a token that never expires, a long-lived token without early rotation and a monitor that
 * notifies nobody, has no owner and runs every minute, fail `pulumi preview --policy-pack`
 * with the TypeScript route's messages; the pack's config file changes the numbers for them
 * too; fixed, they pass preview and `up` with the pack. The pack is TypeScript and runs in the
 * Node.js language host whatever the program's language: the CLI starts it beside the Python
 * or YAML host. What a policy sees is the engine's checked inputs: secrets unwrapped (a
 * secret `revokeReason` is read), values not known at preview left unjudged (Python: an
 * expiry computed from a monitor's id). The children of the plugin's MonitorsFromYaml are
 * judged as monitors of the plugin's types.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { E2E_TIMEOUT_MS, EXAMPLES, emulatorEnvironment, useE2E } from "./support/e2e";
import { describeWithLanguages } from "./support/languages";
import { summary, violations } from "./support/policy-violations";
import { timed } from "./support/timed";
import { installPlugin, packPlugin } from "../../tools/harness/plugin";
import { packPythonSdk, pythonVirtualenvWithSdk } from "../../tools/harness/python-sdk";
import { POLICY_PACK_HOST_DIR } from "../../tools/pulumi-cli/locate";
import type { PulumiStack } from "../../tools/harness/pulumi-project";
import { PLUGIN_MONITOR_TYPES, PLUGIN_PROXY_TOKEN_TYPE } from "../../src/policy";

jest.setTimeout(E2E_TIMEOUT_MS);

/** What a program of each language writes, broken or fixed: the main file's name and text. */
interface Program {
  readonly language: "python" | "yaml";
  readonly projectFile: string;
  readonly file: string;
  readonly broken: string;
  readonly fixed: string;
  /** The monitor's kind, as the messages name it. */
  readonly monitorKind: keyof typeof PLUGIN_MONITOR_TYPES;
}

const python = (fixed: boolean) => `import pulumi
import pulumi_datafold as datafold

# ${fixed ? "Expires in 30 days" : "Never expires"}; its reason is a secret, which the policies read all the same.
datafold.ProxyToken("forever", principal_type="user", principal_id="alice@example.com",${fixed ? " expires_in_days=30," : ""}
                    revoke_reason=pulumi.Output.secret("offboarding"))
# ${fixed ? "90 days, rotated 14 days early" : "A year, with no early rotation and no reason"}.
datafold.ProxyToken("year-long", principal_type="user", principal_id="alice@example.com",
                    ${fixed ? 'expires_in_days=90, rotate_before_days=14, revoke_reason="rotated"' : "expires_in_days=365"})
silent = datafold.DataTestMonitor(
    "silent",
    name="Policy silent",
    connection_id=7,
    query="select 1",
    tags=["team:data"],
    ${
      fixed
        ? 'schedule={"interval": {"every": "day"}},\n    notifications=[{"type": "email", "recipients": ["data@example.com"]}],\n    owner="data@example.com",'
        : 'schedule={"cron": "* * * * *"},'
    }
)
# An expiry computed from the monitor's id: not known at preview, so judged only at up.
datafold.ProxyToken("computed", principal_type="user", principal_id="alice@example.com",
                    expires_in_days=silent.id.apply(lambda _: ${fixed ? 30 : 400}), revoke_reason="rotated")
`;

const yaml = (fixed: boolean) => `name: policy-plugin-yaml
runtime: yaml
resources:
  forever:
    type: datafold:index:ProxyToken
    properties:
      principalType: user
      principalId: alice@example.com${fixed ? "\n      expiresInDays: 30" : ""}
      revokeReason:
        fn::secret: offboarding
  year-long:
    type: datafold:index:ProxyToken
    properties:
      principalType: user
      principalId: alice@example.com
${fixed ? "      expiresInDays: 90\n      rotateBeforeDays: 14\n      revokeReason: rotated" : "      expiresInDays: 365"}
  silent:
    type: datafold:index:MetricMonitor
    properties:
      name: Policy silent yaml
      connectionId: 7
      metric:
        type: table
        table: analytics.orders
        metric: row_count
      tags:
        - team:data
${
  fixed
    ? "      schedule:\n        interval:\n          every: day\n      notifications:\n        - type: email\n          recipients:\n            - data@example.com\n      owner: data@example.com"
    : '      schedule:\n        cron: "* * * * *"'
}
`;

const PROGRAMS: readonly Program[] = [
  {
    language: "python",
    projectFile: "name: policy-plugin-python\nruntime:\n  name: python\n  options:\n    toolchain: pip\n    virtualenv: venv\n",
    file: "__main__.py",
    broken: python(false),
    fixed: python(true),
    monitorKind: "DataTestMonitor",
  },
  { language: "yaml", projectFile: yaml(false), file: "Pulumi.yaml", broken: yaml(false), fixed: yaml(true), monitorKind: "MetricMonitor" },
];

/** What the default config reports for the broken program: the same list in both languages (the computed expiry is not known yet). */
const BROKEN_WITH_DEFAULTS = [
  ["mandatory", "datafold-proxy-token-max-lifetime", "forever"],
  ["mandatory", "datafold-monitor-notifications", "silent"],
  ["mandatory", "datafold-monitor-owner", "silent"],
  ["mandatory", "datafold-monitor-schedule-interval", "silent"],
  ["mandatory", "datafold-proxy-token-early-rotation", "year-long"],
  ["mandatory", "datafold-proxy-token-max-lifetime", "year-long"],
  ["advisory", "datafold-proxy-token-revoke-reason", "year-long"],
];

/** A Pulumi YAML program of the plugin's MonitorsFromYaml: the monitors are the component's children, built by the plugin. */
const COMPONENT_PROGRAM = `name: policy-plugin-yaml-component
runtime: yaml
resources:
  monitors:
    type: datafold:index:MonitorsFromYaml
    properties:
      files:
        - monitors/*.yaml
      owner: data@example.com
`;

/** The component's one monitors file: every minute and silent, or daily and notifying. */
const componentMonitors = (fixed: boolean) =>
  [
    "monitors:",
    "  orders_rows:",
    "    type: metric",
    "    name: Policy component rows",
    "    connection_id: 7",
    "    metric: { type: table, table: analytics.orders, metric: row_count }",
    fixed ? "    schedule: { interval: { every: day } }" : '    schedule: { cron: "* * * * *" }',
    ...(fixed ? ["    notifications: [{ type: email, recipients: [data@example.com] }]"] : []),
    "",
  ].join("\n");

describeWithLanguages(["python", "yaml"], "the policy pack judges the provider plugin's resources, through the real Pulumi CLI", (cliDir) => {
  const e2e = useE2E(cliDir);
  const artifacts = mkdtempSync(join(tmpdir(), "pulumi-datafold-policy-plugin-"));
  let packDir: string;
  let pluginTarball: string;
  let wheel: string;
  const env = () => ({ ...emulatorEnvironment(e2e.emulator), PATH: [POLICY_PACK_HOST_DIR, cliDir, process.env.PATH ?? ""].join(delimiter) });

  beforeAll(async () => {
    packDir = e2e.project({ from: join(EXAMPLES, "policy-pack") }).dir;
    pluginTarball = await timed("policy plugin: pack the plugin", () => packPlugin(artifacts));
    wheel = await timed("policy plugin: build the SDK's wheel", () => packPythonSdk(artifacts));
  }, E2E_TIMEOUT_MS);
  afterAll(() => rmSync(artifacts, { recursive: true, force: true }));

  describe.each(PROGRAMS)("a $language program", (program) => {
    let stack: PulumiStack;
    const write = (text: string) => writeFileSync(join(stack.project.dir, program.file), text);

    beforeAll(async () => {
      const files = { "Pulumi.yaml": program.projectFile, [program.file]: program.broken };
      stack = e2e.project({ files, withoutPackage: true }).stack("e2e", env());
      if (program.language === "python") await timed("policy plugin: the virtualenv", () => pythonVirtualenvWithSdk(join(stack.project.dir, "venv"), wheel));
      await stack.init();
      await installPlugin(stack, pluginTarball);
    }, E2E_TIMEOUT_MS);

    test("broken: preview fails, with each rule the dynamic route would break, its message, and the plugin's types", async () => {
      const preview = await stack.run(["preview", "--policy-pack", packDir]);
      expect(preview.code).not.toBe(0);
      expect(summary(preview)).toEqual(BROKEN_WITH_DEFAULTS);
      const found = (policy: string, resource: string) => violations(preview).find((v) => v.policy === policy && v.resource === resource)!;
      for (const v of violations(preview)) {
        expect(v.type).toBe(v.resource === "silent" ? PLUGIN_MONITOR_TYPES[program.monitorKind] : PLUGIN_PROXY_TOKEN_TYPE);
      }
      expect(found("datafold-proxy-token-max-lifetime", "forever").text).toContain(
        "expiresInDays is not set, so the token never expires. Set expiresInDays to 90 or less (this policy's maxExpiresInDays).",
      );
      expect(found("datafold-proxy-token-max-lifetime", "year-long").text).toContain("expiresInDays is 365, more than the 90 days this policy allows");
      expect(found("datafold-proxy-token-early-rotation", "year-long").text).toContain("rotateBeforeDays is not set");
      expect(found("datafold-monitor-notifications", "silent").text).toContain(
        `${program.monitorKind} "silent": notifications is empty (or left out), so the monitor's alerts reach nobody.`,
      );
      expect(found("datafold-monitor-owner", "silent").text).toContain(`${program.monitorKind} "silent": owner is not set, so nobody answers for the monitor.`);
      expect(found("datafold-monitor-schedule-interval", "silent").text).toContain(
        `${program.monitorKind} "silent": schedule is { cron: "* * * * *" }, which runs as often as every 1 minute: more often than the one run every 60 minutes this policy allows`,
      );
      // The secret reason is judged as set; the secret itself is never printed by a policy.
      expect(preview.stdout + preview.stderr).not.toContain("offboarding");
    });

    test("fixed: preview passes with the defaults; the example config file's numbers apply to the plugin's resources too", async () => {
      write(program.fixed);
      const preview = await stack.run(["preview", "--policy-pack", packDir]);
      expect(preview.code).toBe(0);
      expect(summary(preview)).toEqual([]);
      const configured = await stack.run(["preview", "--policy-pack", packDir, "--policy-pack-config", join(packDir, "policy-config.example.json")]);
      expect(configured.code).not.toBe(0);
      // 30 days at most, rotation required over 14 days (advisory: "forever" lives 30 without it), a day between runs, revokeReason mandatory, owner advisory.
      expect(summary(configured)).toEqual([
        ["advisory", "datafold-proxy-token-early-rotation", "forever"],
        ["mandatory", "datafold-proxy-token-max-lifetime", "year-long"],
      ]);
      expect(violations(configured).find((v) => v.policy === "datafold-proxy-token-max-lifetime")!.text).toContain("expiresInDays is 90, more than the 30 days this policy allows");
    });

    test("fixed: up passes with the pack (the expiry known only now included), and the types the policies look for are those in state", async () => {
      const up = await stack.up("--policy-pack", packDir);
      expect(summary(up)).toEqual([]);
      const { deployment } = await stack.exportState();
      const recorded = Object.fromEntries(
        (deployment.resources ?? []).filter((r) => !r.type.startsWith("pulumi:")).map((r) => [r.urn.split("::").pop(), r.type]),
      );
      expect(recorded).toEqual({
        forever: PLUGIN_PROXY_TOKEN_TYPE,
        "year-long": PLUGIN_PROXY_TOKEN_TYPE,
        silent: PLUGIN_MONITOR_TYPES[program.monitorKind],
        ...(program.language === "python" ? { computed: PLUGIN_PROXY_TOKEN_TYPE } : {}),
      });
      await stack.destroy();
    });
  });

  describe("the children of a YAML program's MonitorsFromYaml", () => {
    let stack: PulumiStack;

    beforeAll(async () => {
      const files = { "Pulumi.yaml": COMPONENT_PROGRAM, "monitors/orders.yaml": componentMonitors(false) };
      stack = e2e.project({ files, withoutPackage: true }).stack("e2e", env());
      await stack.init();
      await installPlugin(stack, pluginTarball);
    }, E2E_TIMEOUT_MS);

    test("a silent monitor running every minute fails preview, under the child's name and the plugin's type; fixed, it passes", async () => {
      const preview = await stack.run(["preview", "--policy-pack", packDir]);
      expect(preview.code).not.toBe(0);
      expect(summary(preview)).toEqual([
        ["mandatory", "datafold-monitor-notifications", "monitors-orders_rows"],
        ["mandatory", "datafold-monitor-schedule-interval", "monitors-orders_rows"],
      ]);
      for (const v of violations(preview)) expect(v.type).toBe(PLUGIN_MONITOR_TYPES.MetricMonitor);
      expect(violations(preview)[0]!.text).toContain('MetricMonitor "monitors-orders_rows": notifications is empty (or left out)');
      writeFileSync(join(stack.project.dir, "monitors", "orders.yaml"), componentMonitors(true));
      const fixed = await stack.run(["preview", "--policy-pack", packDir]);
      expect(fixed.code).toBe(0);
      expect(summary(fixed)).toEqual([]);
    });
  });
});
