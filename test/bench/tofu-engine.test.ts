/**
 * Benchmark 11 (bench/tofu-engine.ts) run small: 4 monitors (one of each kind), one round after
 * the warm-ups, through the real tofu, with both providers packed as the benchmark packs them.
 * It checks the machinery and the shape of the result, not timings: that both providers went
 * through every command with the summary each must print (the benchmark throws otherwise), that
 * the floor stores the attributes ours stores (checked on the warm-up), that the requests were
 * counted where ours makes them and nowhere else, and that the result is what `npm run bench`
 * reads. In the e2e project: it needs dist/ (the emulator CLI) and OpenTofu.
 */
import { BenchmarkResult } from "../../bench/lib/results";
import { monitorsConfiguration, runTofuEngine } from "../../bench/tofu-engine";
import { describeWithTofu } from "../terraform/support/tofu";

const MONITORS = 4;

describeWithTofu("benchmark 11 (tofu-engine), run small", () => {
  let result: BenchmarkResult;

  beforeAll(async () => {
    // Two single executables packed (about 20 s each on an idle machine), then 3 cycles of 5 tofu commands.
    result = BenchmarkResult.parse(await runTofuEngine({ monitors: MONITORS, rounds: 1 }));
  }, 900_000);

  const value = (name: string) => {
    const found = result.figures.find((f) => f.name === name);
    if (found === undefined) throw new Error(`no figure "${name}" among:\n${result.figures.map((f) => f.name).join("\n")}`);
    return found.value;
  };

  test("each command's time is judged against the floor, and the plan of new monitors against no request", () => {
    expect(result.id).toBe("tofu-engine");
    expect(result.targets.map((t) => `${t.name}: ${t.comparison} ${t.limit}`)).toEqual([
      `plan (new) of ${MONITORS} monitors: ours / floor: at most 1.3`,
      `apply of ${MONITORS} monitors: ours / (floor + minimum): at most 1.3`,
      `plan (no changes) of ${MONITORS} monitors: ours / (floor + minimum): at most 1.3`,
      `refresh (apply -refresh-only) of ${MONITORS} monitors: ours / (floor + minimum): at most 1.3`,
      `destroy of ${MONITORS} monitors: ours / (floor + minimum): at most 1.3`,
      `API requests of ours' plan of ${MONITORS} new monitors: at most 0`,
    ]);
    for (const t of result.targets.slice(0, 5)) expect(t.actual).toBeGreaterThan(0);
  });

  test("ours plans new monitors without a request, and makes its requests where the service must be asked", () => {
    expect(value(`plan (new) of ${MONITORS} monitors: API requests per resource, ours`)).toBe(0);
    expect(result.targets.at(-1)).toMatchObject({ actual: 0, met: true });
    // A create, a read, a read, a read and a delete per monitor, at least.
    expect(value(`apply of ${MONITORS} monitors: API requests per resource, ours`)).toBeGreaterThanOrEqual(1);
    expect(value(`plan (no changes) of ${MONITORS} monitors: API requests per resource, ours`)).toBeGreaterThanOrEqual(1);
    expect(value(`refresh (apply -refresh-only) of ${MONITORS} monitors: API requests per resource, ours`)).toBeGreaterThanOrEqual(1);
    expect(value(`destroy of ${MONITORS} monitors: API requests per resource, ours`)).toBeGreaterThanOrEqual(2);
    // The floor asks nothing: its row of requests is all zeros.
    const [floorRow, oursRow] = result.tables![0]!.rows;
    expect(floorRow![6]).toBe("0 / 0 / 0 / 0 / 0");
    expect(oursRow![6]).not.toBe("0 / 0 / 0 / 0 / 0");
  });

  test("tofu's own parallelism is reported and kept, and the state is measured for both providers", () => {
    expect(value("OpenTofu's default parallelism P (tofu apply -help), kept")).toBe(10);
    expect(value("floor: terraform.tfstate per resource")).toBeGreaterThan(500);
    expect(value("ours: terraform.tfstate per resource")).toBeGreaterThan(500);
    // The same schema and the same values but the ids: within a tenth.
    expect(Math.abs(value("terraform.tfstate per resource: ours / floor") - 1)).toBeLessThan(0.1);
  });

  test("the tables have a row per provider, and the CPU table shows tofu's and the provider's processes", () => {
    const [times, cpu] = result.tables!;
    expect(times!.rows.map((row) => row[0])).toEqual(["floor (does nothing)", "ours"]);
    expect(times!.columns).toHaveLength(8);
    expect(cpu!.columns).toEqual(["provider", "command", "wall", "tofu", "provider", "emulator", "other"]);
    expect(cpu!.rows).toHaveLength(10);
    // Every command started the provider, and the sampling saw it.
    for (const row of cpu!.rows) expect(Number(String(row[4]).replace(/,/g, ""))).toBeGreaterThan(0);
  });
});

test("the configuration declares each monitor once, in HCL, a quarter of each kind", () => {
  const text = monitorsConfiguration(8);
  expect(text).toContain('source = "datafold/datafold"');
  for (const type of ["datafold_metric_monitor", "datafold_schema_change_monitor", "datafold_data_test_monitor", "datafold_data_diff_monitor"]) {
    expect(text.match(new RegExp(`^resource "${type}" `, "gm"))).toHaveLength(2);
  }
  expect(text).toContain('resource "datafold_metric_monitor" "metric_000" {\n  name = "Bench metric monitor 0"\n  connection_id = 7\n  metric = {\n    column = {');
});
