/**
 * Datafold's own tools against the emulator: `datafold-mcp`, the MCP server of datafold-sdk
 * 0.4.1 from PyPI, driven over its stdio protocol as an MCP host drives it, and the code
 * `datafold diff dbt` runs once dbt is parsed (test/sdk/cloud_diff.py). Both run in the
 * virtualenv `npm run sdk:install` makes (.venv-datafold-sdk); .ci/run makes it before the
 * tests. Without it the suite is skipped, unless CI=true or DATAFOLD_E2E=required: then it fails.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import type { RequestLogEntry } from "../../packages/datafold-emulator/src/request-log";
import { clientFor, startTestEmulator, type TestEmulator } from "../../tools/harness/emulator";
import { McpStdioSession } from "./mcp-stdio";

const VENV = resolve(__dirname, "../../.venv-datafold-sdk");
const PYTHON = join(VENV, "bin", "python");
const DATAFOLD_MCP = join(VENV, "bin", "datafold-mcp");
const SDK_VERSION = "0.4.1";
const HOW_TO_INSTALL = "create it with `npm run sdk:install` (python3.11 and PyPI needed)";
/** Starting Python and fastmcp takes a few seconds on a busy machine; each test allows for it. */
const SDK_TIMEOUT_MS = 90_000;

/** `describe`, when the virtualenv is there; else skipped with the reason, or failed where it must run. */
function describeWithSdk(name: string, body: () => void): void {
  if (existsSync(PYTHON) && existsSync(DATAFOLD_MCP)) {
    describe(name, body);
  } else if (process.env.CI === "true" || process.env.DATAFOLD_E2E === "required") {
    test(`${name}: needs the datafold-sdk virtualenv`, () => {
      throw new Error(`CI=true or DATAFOLD_E2E=required, but ${VENV} is missing: ${HOW_TO_INSTALL}`);
    });
  } else {
    // One line where the run's output shows it (Jest lists no skipped test by default).
    process.stderr.write(`${name}: skipped, no ${VENV}; ${HOW_TO_INSTALL}\n`);
    describe.skip(name, () => test("needs the datafold-sdk virtualenv", () => undefined));
  }
}

/**
 * What the SDK's processes get: the emulator's address and key, and nothing of this machine's
 * environment but PATH and HOME (no proxy settings, no credentials). fastmcp's banner and its
 * update check (a request to PyPI) are off.
 */
function sdkEnvironment(emulator: TestEmulator, apiKey = emulator.apiKey): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? tmpdir(),
    LANG: "C.UTF-8",
    PYTHONDONTWRITEBYTECODE: "1",
    DATAFOLD_HOST: emulator.url,
    DATAFOLD_API_KEY: apiKey,
    DATAFOLD_LOG_LEVEL: "WARNING",
    FASTMCP_SHOW_SERVER_BANNER: "false",
    FASTMCP_CHECK_FOR_UPDATES: "off",
  };
}

/** The JSON a tool answered: its structured content, else its first text. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function toolValue(result: any): any {
  if (result.structuredContent !== undefined) return result._meta?.fastmcp?.wrap_result ? result.structuredContent.result : result.structuredContent;
  return JSON.parse(result.content[0].text);
}

describeWithSdk("datafold-sdk 0.4.1 against the emulator", () => {
  let emulator: TestEmulator;
  let client: ReturnType<typeof clientFor>;
  let mcp: McpStdioSession;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let initialized: any;
  let startupRequests: RequestLogEntry[];

  const requests = async (): Promise<RequestLogEntry[]> => (await client.control("GET", "/requests")).body.data;

  beforeAll(async () => {
    emulator = await startTestEmulator();
    client = clientFor(emulator);
    const { stdout } = await promisify(execFile)(PYTHON, ["-c", "import importlib.metadata as m; print(m.version('datafold-sdk'))"]);
    if (stdout.trim() !== SDK_VERSION) throw new Error(`${VENV} holds datafold-sdk ${stdout.trim()}, not ${SDK_VERSION}: ${HOW_TO_INSTALL}`);
    mcp = new McpStdioSession(DATAFOLD_MCP, sdkEnvironment(emulator));
    initialized = (await mcp.initialize()).result;
    startupRequests = await requests();
  }, SDK_TIMEOUT_MS);

  afterAll(async () => {
    await mcp?.close();
    await emulator?.close();
  });

  beforeEach(async () => {
    await client.control("POST", "/reset");
  });

  describe("datafold-mcp, the MCP server", () => {
    it("starts: the emulator answers its start-up check, GET /api/v1/organization/meta, with the API key", () => {
      expect(initialized.serverInfo.name).toBe("datafold");
      expect(startupRequests.map((r) => [r.method, r.path, r.status, r.authScheme])).toEqual([["GET", "/api/v1/organization/meta", 200, "Key"]]);
    });

    it("offers its data-diff and data-source tools", async () => {
      const tools = (await mcp.request("tools/list")).result.tools.map((tool: { name: string }) => tool.name);
      expect(tools).toEqual(expect.arrayContaining(["run_datadiff", "datadiff_status", "datadiff_summary", "list_data_sources"]));
    });

    it("stops at start-up when the emulator refuses its API key", async () => {
      const refused = new McpStdioSession(DATAFOLD_MCP, sdkEnvironment(emulator, "not-the-key"));
      const code = await refused.exited;
      expect(code).not.toBe(0);
      expect(refused.stderr).toContain("Failed to connect to Datafold API");
      expect((await requests()).map((r) => [r.path, r.status])).toEqual([["/api/v1/organization/meta", 401]]);
    }, SDK_TIMEOUT_MS);

    it("datadiff_status reads a seeded data diff that is still running, and one that is done", async () => {
      expect(toolValue(await mcp.callTool("datadiff_status", { diff_id: 106 }))).toMatchObject({ id: 106, status: "processing", done: false });
      expect(toolValue(await mcp.callTool("datadiff_status", { diff_id: 101 }))).toMatchObject({ id: 101, status: "done", result: "different" });
    });

    it("datadiff_summary explains a seeded data diff that differs", async () => {
      const summary = toolValue(await mcp.callTool("datadiff_summary", { diff_id: 101 }));
      expect(summary).toMatchObject({ id: 101, status: "done", result: "different", data_source1_name: "Snowflake production" });
      expect(summary.feedback).toContain("16 rows only in ANALYTICS.DEV_ALICE.ORDERS");
    });

    it("datadiff_status reports an unknown data diff as the tool's error, from the emulator's 404", async () => {
      const result = await mcp.callTool("datadiff_status", { diff_id: 999 });
      expect(result.isError).toBe(true);
      expect(result.content[0].text).toContain('Request failed (404). {"detail":"Data diff not found"}');
    });

    it("run_datadiff creates a data diff that runs, then is done once the emulator clock passes its run", async () => {
      // Frozen, the clock moves only when told: a slow machine cannot finish the run early.
      await client.control("POST", "/clock", { freeze: true });
      const created = toolValue(
        await mcp.callTool("run_datadiff", {
          data_source1_id: 7,
          data_source2_id: 7,
          table1: ["ANALYTICS", "PROD", "ORDERS"],
          table2: ["ANALYTICS", "DEV_CI", "ORDERS"],
          pk_columns: ["order_id"],
          wait_for_result: false,
        }),
      );
      expect(created).toEqual({ diff_id: 107, status: "created", pk_columns: ["order_id"] });
      expect(toolValue(await mcp.callTool("datadiff_status", { diff_id: 107 }))).toMatchObject({ status: "processing", source: "api" });

      await client.control("POST", "/clock", { advanceMs: 60_000 });
      expect(toolValue(await mcp.callTool("datadiff_status", { diff_id: 107 }))).toMatchObject({ status: "done", done: true, result: "identical" });
      const summary = toolValue(await mcp.callTool("datadiff_summary", { diff_id: 107 }));
      expect(summary).toMatchObject({ id: 107, status: "done", result: "identical" });
      expect(summary.feedback).toMatch(/^The datasets are identical: [\d,]+ rows on each side match on order_id\.$/);
      expect((await requests()).every((r) => r.status === 200)).toBe(true);
    });

    it("list_data_sources lists the emulator's data sources", async () => {
      const sources = toolValue(await mcp.callTool("list_data_sources", {}));
      expect(sources.map((s: { id: number; name: string; type: string }) => [s.id, s.name, s.type])).toEqual([
        [3, "Legacy DWH", "pg"],
        [7, "Snowflake production", "snowflake"],
      ]);
    });
  });

  describe("the code of `datafold diff dbt`", () => {
    it("reads the organization and data sources, polls a seeded diff's results, and runs a diff to its printed result", async () => {
      // Frozen, the clock moves only by the SDK's waits (cloud_diff.py): the run's 2 s pass in its first wait.
      await client.control("POST", "/clock", { freeze: true });
      const { stdout } = await promisify(execFile)(PYTHON, [join(__dirname, "cloud_diff.py")], { env: sdkEnvironment(emulator), timeout: SDK_TIMEOUT_MS });
      const report = JSON.parse(stdout.trim().split("\n").pop() ?? "{}");
      expect(report).toMatchObject({
        org_meta: { org_id: 1, org_name: "Example Analytics", user_id: 12 },
        data_sources: [
          [3, "Legacy DWH", "pg"],
          [7, "Snowflake production", "snowflake"],
        ],
        data_source_7: "Snowflake production",
        data_source_99: "Datasource ID: 99 was not found in your Datafold account!",
        seeded_101: {
          status: "success",
          total_rows: [120_431, 120_447],
          exclusives: [0, 16],
          rows_with_differences: 212,
          columns_diff_stats: [["customer_id", 100], ["amount", 99.912], ["status", 99.912], ["created_at", 100]],
          exclusive_columns: [[], []],
        },
        // One poll, then the SDK's wait of 3 s before it returns.
        waits_101: [3],
        // The created diff is still running at the first poll and done at the second.
        cloud_diff_waits: [3, 4],
        errors: [],
      });
      expect(report.cloud_diff_output).toContain("ANALYTICS.PROD.ORDERS <> ANALYTICS.DEV_CI.ORDERS");
      expect(report.cloud_diff_output).toContain("No row differences");
      const log = await requests();
      expect(log.filter((r) => r.path.startsWith("/api/")).every((r) => r.status === 200)).toBe(true);
      expect(log.filter((r) => r.path === "/api/v1/datadiffs/107/summary_results").map((r) => r.status)).toEqual([200, 200]);
    }, SDK_TIMEOUT_MS);
  });
});
