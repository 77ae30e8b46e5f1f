/**
 * The policy pack of examples/policy-pack (the ProxyToken and monitor policies of
 * `pulumi-datafold/policy`) through the real CLI: `pulumi preview --policy-pack DIR` and `pulumi up --policy-pack DIR`, with and
 * without `--policy-pack-config`, the pack installed as a user installs it (the packed
 * package, `@pulumi/policy`). The CLI built here needs POLICY_PACK_HOST_DIR on PATH to run a
 * Node pack at all (tools/pulumi-cli/policy-host/language-host.ts says why).
 */
import { writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { describeWithCli, E2E_TIMEOUT_MS, EXAMPLES, emulatorEnvironment, useE2E } from "./support/e2e";
import { programFiles } from "../../tools/harness/program-files";
import { POLICY_PACK_HOST_DIR } from "../../tools/pulumi-cli/locate";
import type { CliResult, PulumiStack } from "../../tools/harness/pulumi-project";
import { summary, violations } from "./support/policy-violations";
import { MONITOR_TYPES, PROXY_TOKEN_TYPE } from "../../src/policy";

jest.setTimeout(E2E_TIMEOUT_MS);

/** Tokens that break every mandatory policy, and a dynamic resource of another package with the same inputs. */
const BREAKING_PROGRAM = `
import * as pulumi from "@pulumi/pulumi";
import * as datafold from "pulumi-datafold";

// Never expires.
new datafold.ProxyToken("forever", { principalType: "user", principalId: "alice", revokeReason: "offboarding" });
// A year, with no early rotation.
new datafold.ProxyToken("year-long", { principalType: "service_principal", principalId: "etl", expiresInDays: 365, revokeReason: "rotated" });
// Left valid after deletion, and never expires.
new datafold.ProxyToken("kept", { principalType: "proxy_manager", revokeOnDelete: false, revokeReason: "rotated" });

// Not a ProxyToken: another dynamic resource, with the inputs of "kept".
class Other extends pulumi.dynamic.Resource {
  constructor(name: string, args: Record<string, unknown>) {
    super({ async create(inputs) { return { id: "other", outs: inputs }; } }, name, args, {});
  }
}
const other = new Other("not-a-token", { principalType: "proxy_manager", revokeOnDelete: false });

// An expiry computed from an output that does not exist before up: unknown at preview, not judged then.
new datafold.ProxyToken("computed", { principalType: "user", principalId: "bob", expiresInDays: other.id.apply(() => 400), revokeReason: "rotated" });
`;

/** Monitor settings every monitor policy passes with the example config file's requiredTags. */
const NOTIFY = `notifications: [{ type: "email", recipients: ["data@example.com"] }]`;
const MONITOR_SETTINGS = `${NOTIFY}, owner: "data@example.com", tags: ["team:data"]`;

/** Each monitor kind once, each compliant with the example config (at most daily, tagged team:data). */
const COMPLIANT_MONITORS = `
import * as datafold from "pulumi-datafold";

new datafold.MetricMonitor("rows", { name: "Policy rows", connectionId: 7, metric: { type: "table", table: "analytics.orders", metric: "row_count" }, schedule: { interval: { every: "day", hour: 6 } }, ${MONITOR_SETTINGS} });
// Weekdays at 06:00: the smallest gap is a day (Friday to Monday is three).
new datafold.SchemaChangeMonitor("schema", { name: "Policy schema", connectionId: 7, table: "analytics.orders", schedule: { cron: "0 6 * * MON-FRI" }, ${MONITOR_SETTINGS} });
new datafold.DataTestMonitor("ids", { name: "Policy ids", connectionId: 7, test: { type: "unique", tables: [{ path: "analytics.orders", columns: ["id"] }] }, schedule: { type: "none" }, ${MONITOR_SETTINGS} });
new datafold.DataDiffMonitor("diff", { name: "Policy diff", datadiff: { diffType: "indb", datasetA: { connectionId: 7, table: "prod.orders" }, datasetB: { connectionId: 7, table: "dev.orders" }, primaryKey: ["id"] }, schedule: { cron: "30 2 * * *" }, ${MONITOR_SETTINGS} });
`;

/** A compliant monitor but for its schedule, computed from an output that does not exist before up: unknown at preview, so not judged then. */
const COMPUTED_SCHEDULE = `
class Other extends pulumi.dynamic.Resource {
  constructor(name: string) {
    super({ async create() { return { id: "other", outs: {} }; } }, name, {}, {});
  }
}
const other = new Other("not-a-monitor");
new datafold.MetricMonitor("computed", { name: "Policy computed", connectionId: 7, metric: { type: "table", table: "analytics.orders", metric: "row_count" }, schedule: other.id.apply(() => ({ cron: "*/5 * * * *" })), ${MONITOR_SETTINGS} });
`;

/** Monitors of every kind, compliant and not, and a monitor whose schedule is not known before up. */
const MIXED_MONITORS = `
import * as pulumi from "@pulumi/pulumi";
import * as datafold from "pulumi-datafold";

// Compliant with the defaults; hourly, which the example config's 1440 minutes refuses.
new datafold.MetricMonitor("hourly", { name: "Policy hourly", connectionId: 7, metric: { type: "table", table: "analytics.orders", metric: "row_count" }, schedule: { interval: { every: "hour" } }, ${MONITOR_SETTINGS} });
// Compliant with the defaults and the example config.
new datafold.SchemaChangeMonitor("daily", { name: "Policy daily", connectionId: 7, table: "analytics.orders", schedule: { interval: { every: "day" } }, ${MONITOR_SETTINGS} });
// No notification and no owner.
new datafold.DataTestMonitor("silent", { name: "Policy silent", connectionId: 7, query: "select 1", schedule: { cron: "0 6 * * *" }, tags: ["team:data"] });
// Every 15 minutes, without the team tag.
new datafold.DataDiffMonitor("busy", { name: "Policy busy", datadiff: { diffType: "indb", datasetA: { connectionId: 7, table: "prod.orders" }, datasetB: { connectionId: 7, table: "dev.orders" }, primaryKey: ["id"] }, schedule: { cron: "*/15 * * * *" }, ${NOTIFY}, owner: "data@example.com", tags: ["tier:1"] });

${COMPUTED_SCHEDULE}
`;

describeWithCli("the policy pack of examples/policy-pack, through the real Pulumi CLI", (cliDir) => {
  const e2e = useE2E(cliDir);
  let packDir: string;
  const env = () => ({ ...emulatorEnvironment(e2e.emulator), PATH: [POLICY_PACK_HOST_DIR, cliDir, process.env.PATH ?? ""].join(delimiter) });

  beforeAll(() => {
    packDir = e2e.project({ from: join(EXAMPLES, "policy-pack") }).dir;
  });

  describe("a program that breaks the mandatory policies", () => {
    let stack: PulumiStack;
    let preview: CliResult;
    beforeAll(async () => {
      stack = await e2e.stack(programFiles("policy-breaker", BREAKING_PROGRAM), env());
      preview = await stack.run(["preview", "--policy-pack", packDir]);
    });

    test("preview fails, and lists each broken rule with the resource's name; an unknown expiry and another dynamic resource are not judged", () => {
      expect(preview.code).not.toBe(0);
      expect(summary(preview)).toEqual([
        ["mandatory", "datafold-proxy-token-max-lifetime", "forever"],
        ["mandatory", "datafold-proxy-token-kept-only-with-expiry", "kept"],
        ["mandatory", "datafold-proxy-token-max-lifetime", "kept"],
        ["mandatory", "datafold-proxy-token-early-rotation", "year-long"],
        ["mandatory", "datafold-proxy-token-max-lifetime", "year-long"],
      ]);
      expect(violations(preview).every((v) => v.type === PROXY_TOKEN_TYPE)).toBe(true);
    });

    test("each message names the input and what to change", () => {
      const text = (policy: string, resource: string) => violations(preview).find((v) => v.policy === policy && v.resource === resource)!.text;
      expect(text("datafold-proxy-token-max-lifetime", "forever")).toContain(
        "expiresInDays is not set, so the token never expires. Set expiresInDays to 90 or less (this policy's maxExpiresInDays).",
      );
      expect(text("datafold-proxy-token-max-lifetime", "year-long")).toContain("expiresInDays is 365, more than the 90 days this policy allows");
      expect(text("datafold-proxy-token-early-rotation", "year-long")).toContain("rotateBeforeDays is not set");
      expect(text("datafold-proxy-token-kept-only-with-expiry", "kept")).toContain("Set expiresInDays, or remove revokeOnDelete.");
    });

    test("up refuses too, before any token is created", async () => {
      const up = await stack.run(["up", "--yes", "--skip-preview", "--policy-pack", packDir]);
      expect(up.code).not.toBe(0);
      // The update stops at the first resource that breaks a mandatory policy.
      expect(summary(up).length).toBeGreaterThan(0);
      for (const violation of summary(up)) expect(summary(preview)).toContainEqual(violation);
      for (const principal of [{ type: "user", id: "alice" }, { type: "service_principal", id: "etl" }, { type: "proxy_manager" }] as const) {
        expect(await e2e.clients.proxy.listTokens(principal)).toEqual([]);
      }
    });
  });

  describe("the quickstart", () => {
    let stack: PulumiStack;
    beforeAll(async () => {
      stack = await e2e.stack({ from: join(EXAMPLES, "quickstart") }, env());
    });

    test("passes: preview succeeds, and the advisory policy reports its two tokens without a revokeReason", async () => {
      const preview = await stack.preview("--policy-pack", packDir);
      expect(summary(preview)).toEqual([
        ["advisory", "datafold-proxy-token-revoke-reason", "analyst"],
        ["advisory", "datafold-proxy-token-revoke-reason", "automation"],
      ]);
      expect(violations(preview)[0]!.text).toContain("revokeReason is not set");
    });

    test("a config file changes a number (maxExpiresInDays 30) and a level (revokeReason mandatory): preview fails", async () => {
      const preview = await stack.run(["preview", "--policy-pack", packDir, "--policy-pack-config", join(packDir, "policy-config.example.json")]);
      expect(preview.code).not.toBe(0);
      expect(summary(preview)).toEqual([
        ["mandatory", "datafold-proxy-token-max-lifetime", "analyst"],
        ["mandatory", "datafold-proxy-token-revoke-reason", "analyst"],
        ["mandatory", "datafold-proxy-token-revoke-reason", "automation"],
      ]);
      expect(violations(preview)[0]!.text).toContain("expiresInDays is 90, more than the 30 days this policy allows");
    });

    test("a number out of range in the config file is refused, naming the policy, the property and the bound", async () => {
      const config = join(stack.project.work, "bad-policy-config.json");
      writeFileSync(config, JSON.stringify({ "datafold-proxy-token-max-lifetime": { maxExpiresInDays: 0 } }));
      const preview = await stack.run(["preview", "--policy-pack", packDir, "--policy-pack-config", config]);
      expect(preview.code).not.toBe(0);
      // The engine checks the file against each policy's config schema before anything runs.
      expect(preview.stdout).toContain("error: validating policy config: datafold-hygiene 0.1.0  datafold-proxy-token-max-lifetime: maxExpiresInDays: Must be greater than or equal to 1");
    });

    test("up passes with the pack, and the type the policies look for is the type the CLI records for a ProxyToken", async () => {
      await stack.up("--policy-pack", packDir);
      const { deployment } = await stack.exportState();
      const names = ["analyst", "automation", "dbt"];
      const tokens = (deployment.resources ?? []).filter((resource) => names.includes(resource.urn.split("::").pop()!));
      expect(tokens.map((resource) => resource.type)).toEqual([PROXY_TOKEN_TYPE, PROXY_TOKEN_TYPE, PROXY_TOKEN_TYPE]);
      expect(tokens.map((resource) => resource.urn).sort()).toEqual(names.map((name) => `urn:pulumi:e2e::datafold-quickstart::${PROXY_TOKEN_TYPE}::${name}`));
      await stack.destroy();
    });
  });
  describe("monitors of every kind, compliant and not", () => {
    let stack: PulumiStack;
    beforeAll(async () => {
      stack = await e2e.stack(programFiles("monitor-policy-mix", MIXED_MONITORS), env());
    });

    test("preview with the defaults fails, naming each broken rule and monitor; compliant ones and a schedule unknown at preview pass", async () => {
      const preview = await stack.run(["preview", "--policy-pack", packDir]);
      expect(preview.code).not.toBe(0);
      expect(summary(preview)).toEqual([
        ["mandatory", "datafold-monitor-schedule-interval", "busy"],
        ["mandatory", "datafold-monitor-notifications", "silent"],
        ["mandatory", "datafold-monitor-owner", "silent"],
      ]);
      const text = (policy: string, resource: string) => violations(preview).find((v) => v.policy === policy && v.resource === resource)!;
      expect(text("datafold-monitor-schedule-interval", "busy")).toMatchObject({ type: MONITOR_TYPES.DataDiffMonitor });
      expect(text("datafold-monitor-schedule-interval", "busy").text).toContain(
        'DataDiffMonitor "busy": schedule is { cron: "*/15 * * * *" }, which runs as often as every 15 minutes: more often than the one run every 60 minutes this policy allows (minScheduleIntervalMinutes).',
      );
      expect(text("datafold-monitor-notifications", "silent").text).toContain('DataTestMonitor "silent": notifications is empty (or left out), so the monitor\'s alerts reach nobody.');
      expect(text("datafold-monitor-owner", "silent").text).toContain('DataTestMonitor "silent": owner is not set, so nobody answers for the monitor. Set owner to');
    });

    test("the example config file sets the minimum (1440 minutes), the required tags and the owner policy's level", async () => {
      const preview = await stack.run(["preview", "--policy-pack", packDir, "--policy-pack-config", join(packDir, "policy-config.example.json")]);
      expect(preview.code).not.toBe(0);
      expect(summary(preview)).toEqual([
        ["mandatory", "datafold-monitor-required-tags", "busy"],
        ["mandatory", "datafold-monitor-schedule-interval", "busy"],
        ["mandatory", "datafold-monitor-schedule-interval", "hourly"],
        ["mandatory", "datafold-monitor-notifications", "silent"],
        ["advisory", "datafold-monitor-owner", "silent"],
      ]);
      const text = (policy: string, resource: string) => violations(preview).find((v) => v.policy === policy && v.resource === resource)!.text;
      expect(text("datafold-monitor-schedule-interval", "hourly")).toContain(
        'MetricMonitor "hourly": schedule is { interval: { every: "hour" } }, which runs every 60 minutes: more often than the one run every 1440 minutes',
      );
      expect(text("datafold-monitor-required-tags", "busy")).toContain('DataDiffMonitor "busy": tags is ["tier:1"], without "team:data", which this policy requires (requiredTags). Add it to tags');
    });

    test("another config file changes them again: a 10-minute minimum and two required tags", async () => {
      const config = join(stack.project.work, "monitor-policy-config.json");
      writeFileSync(
        config,
        JSON.stringify({ "datafold-monitor-schedule-interval": { minScheduleIntervalMinutes: 10 }, "datafold-monitor-required-tags": { requiredTags: ["team:data", "tier:1"] } }),
      );
      const preview = await stack.run(["preview", "--policy-pack", packDir, "--policy-pack-config", config]);
      expect(summary(preview)).toEqual([
        ["mandatory", "datafold-monitor-required-tags", "busy"],
        ["mandatory", "datafold-monitor-required-tags", "computed"],
        ["mandatory", "datafold-monitor-required-tags", "daily"],
        ["mandatory", "datafold-monitor-required-tags", "hourly"],
        ["mandatory", "datafold-monitor-notifications", "silent"],
        ["mandatory", "datafold-monitor-owner", "silent"],
        ["mandatory", "datafold-monitor-required-tags", "silent"],
      ]);
      expect(violations(preview).find((v) => v.resource === "busy")!.text).toContain('tags is ["tier:1"], without "team:data", which this policy requires');
    });

    test("up refuses: no monitor that breaks a mandatory policy is created, the schedule known only now included", async () => {
      const up = await stack.run(["up", "--yes", "--skip-preview", "--policy-pack", packDir]);
      expect(up.code).not.toBe(0);
      // The engine judges each resource as the program registers it and stops at the first mandatory violation:
      // what is reported is some of what preview reported, and compliant monitors registered before may be created.
      expect(summary(up).length).toBeGreaterThan(0);
      const created = (await e2e.clients.datafold.listAllMonitors()).map((monitor) => monitor.name);
      for (const name of ["Policy silent", "Policy busy", "Policy computed"]) expect(created).not.toContain(name);
      await stack.destroy();
    });
  });

  describe("a schedule known only at up", () => {
    test("passes preview, and up reports it and creates nothing", async () => {
      const program = `import * as pulumi from "@pulumi/pulumi";\nimport * as datafold from "pulumi-datafold";\n${COMPUTED_SCHEDULE}`;
      const stack = await e2e.stack(programFiles("monitor-policy-computed", program), env());
      const preview = await stack.run(["preview", "--policy-pack", packDir]);
      expect(preview.code).toBe(0);
      expect(summary(preview)).toEqual([]);
      const up = await stack.run(["up", "--yes", "--skip-preview", "--policy-pack", packDir]);
      expect(up.code).not.toBe(0);
      expect(summary(up)).toEqual([["mandatory", "datafold-monitor-schedule-interval", "computed"]]);
      expect(violations(up)[0]!.text).toContain('MetricMonitor "computed": schedule is { cron: "*/5 * * * *" }, which runs as often as every 5 minutes');
      expect((await e2e.clients.datafold.listAllMonitors()).filter((m) => m.name === "Policy computed")).toEqual([]);
    });
  });

  describe("a compliant program with every monitor kind", () => {
    test("passes preview and up with the example config, and the types the policies look for are the types the CLI records", async () => {
      const stack = await e2e.stack(programFiles("monitor-policy-compliant", COMPLIANT_MONITORS), env());
      const preview = await stack.run(["preview", "--policy-pack", packDir, "--policy-pack-config", join(packDir, "policy-config.example.json")]);
      expect(preview.code).toBe(0);
      expect(summary(preview)).toEqual([]);
      await stack.up("--policy-pack", packDir, "--policy-pack-config", join(packDir, "policy-config.example.json"));
      const { deployment } = await stack.exportState();
      const recorded = Object.fromEntries(
        (deployment.resources ?? []).filter((resource) => ["rows", "schema", "ids", "diff"].includes(resource.urn.split("::").pop()!)).map((resource) => [resource.urn.split("::").pop(), resource.type]),
      );
      expect(recorded).toEqual({ rows: MONITOR_TYPES.MetricMonitor, schema: MONITOR_TYPES.SchemaChangeMonitor, ids: MONITOR_TYPES.DataTestMonitor, diff: MONITOR_TYPES.DataDiffMonitor });
      await stack.destroy();
    });
  });
});
