/**
 * Plain scalars read as PyYAML 6.0 (Datafold's CLI) reads them: each expectation is what
 * `yaml.safe_load` returned for the same text (dates as ISO text, NaN and infinities by name).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expandFileArgs } from "../../src/monitors-yaml/files";
import { loadAndMerge } from "../../src/monitors-yaml/load";

const PYYAML: Readonly<Record<string, unknown>> = {
  y: "y", n: "n", Y: "Y", yes: true, No: false, on: true, OFF: false, true: true,
  "09": "09", "010": 8, "0x1F": 31, "0b101": 5, "1_000": 1000, "-0": 0, "+1": 1, "0o17": "0o17", "1__0": 10,
  "1e3": "1e3", "1.0e3": "1.0e3", "1.0e+3": 1000, ".5": 0.5, "1.": 1, "1:30.5": 90.5,
  "06:30:00": "06:30:00", "6:30": 390,
  ".inf": "inf", "-.Inf": "-inf", ".NaN": "nan", "~": null, null: null,
  "2024-01-01": "2024-01-01", "2024-1-1": "2024-1-1", "2024-01-01 10:00:00": "2024-01-01T10:00:00",
};

let base: string;
beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), "pyyaml-"));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** How PyYAML's value prints, as the expectations above give it. */
function asPython(value: unknown): unknown {
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso.slice(0, 19);
  }
  // A Python int has no -0; JSON sends it as 0 either way.
  if (Object.is(value, -0)) return 0;
  if (typeof value === "number" && !Number.isFinite(value)) return Number.isNaN(value) ? "nan" : value > 0 ? "inf" : "-inf";
  return value;
}

test.each(Object.entries(PYYAML))("%s reads as PyYAML reads it", (text, expected) => {
  writeFileSync(join(base, "a.yaml"), `monitors:\n  m:\n    value: ${text}\n`);
  const [monitor] = loadAndMerge(expandFileArgs(["a.yaml"], base), { warn: () => undefined });
  expect(asPython((monitor!.spec as { value: unknown }).value)).toEqual(expected);
});
