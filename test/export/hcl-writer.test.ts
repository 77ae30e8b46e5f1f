/**
 * The HCL writer (src/export/hcl/): literals that read back as their values, the layout
 * `tofu fmt` leaves alone, and comments. Where OpenTofu is built (its e2e harness's binary), the
 * text is also checked by `tofu fmt -check` and read back by `tofu console`.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BLANK_LINE, hclText, hclValue, type HclBodyItem } from "../../src/export/hcl/hcl-document";
import { hclKey, hclNumber, hclString, isHclIdentifier } from "../../src/export/hcl/hcl-syntax";
import { tofuBinary } from "../terraform/support/tofu";

describe("literals", () => {
  it.each([
    ["plain", '"plain"'],
    ['say "hi"', '"say \\"hi\\""'],
    ["back\\slash", '"back\\\\slash"'],
    ["two\nlines\r\n\ttabbed", '"two\\nlines\\r\\n\\ttabbed"'],
    ["${var.x} and %{ if x }", '"$${var.x} and %%{ if x }"'],
    ["$${x} $ % {} $x %x", '"$$${x} $ % {} $x %x"'],
    ["bell\u0007 del\u007f nel\u0085 ls\u2028", '"bell\\u0007 del\\u007F nel\\u0085 ls\\u2028"'],
    ["Crème brûlée 🍮", '"Crème brûlée 🍮"'],
  ])("the string %j is %s", (text, literal) => {
    expect(hclString(text)).toBe(literal);
  });

  it("a lone surrogate, which no file can hold, is refused naming the text", () => {
    expect(() => hclString("bad \ud800 text")).toThrow(/lone UTF-16 surrogate/);
  });

  it("numbers in JavaScript's shortest form; no literal for infinities", () => {
    expect([0, -0, 7, -5, 2.5, 1e21, 1e-7].map(hclNumber)).toEqual(["0", "0", "7", "-5", "2.5", "1e+21", "1e-7"]);
    expect(() => hclNumber(Infinity)).toThrow(/not a finite number/);
  });

  it("keys are bare only when they are identifiers that are no keyword", () => {
    expect(["connection_id", "_x", "a-b", "A1"].map(isHclIdentifier)).toEqual([true, true, true, true]);
    expect(["1a", "a b", "", "é", "null", "true", "for"].map(isHclIdentifier)).toEqual([false, false, false, false, false, false, false]);
    expect(hclKey("a.b")).toBe('"a.b"');
    expect(hclKey("null")).toBe('"null"');
  });
});

describe("layout", () => {
  const FILE: HclBodyItem[] = [
    { comment: ["Written by a test.", "", "Two paragraphs."] },
    BLANK_LINE,
    { type: "terraform", labels: [], body: [{ type: "required_providers", labels: [], body: [{ name: "datafold", value: hclValue({ source: "datafold/datafold" }) }] }] },
    BLANK_LINE,
    { type: "import", labels: [], body: [{ name: "to", value: { reference: ["datafold_metric_monitor", "orders"] } }, { name: "id", value: "12" }] },
    BLANK_LINE,
    {
      type: "resource",
      labels: ["datafold_metric_monitor", "orders"],
      body: [
        { name: "name", value: "Orders" },
        { name: "connection_id", value: 7 },
        { name: "owner", value: null },
        {
          name: "metric",
          value: { object: [{ comment: ["About the table."] }, { name: "table", value: hclValue({ table: "a.orders", metric: "row_count", filter: null }) }] },
        },
        { name: "tags", value: hclValue(["a", "b"]) },
        { name: "notifications", value: hclValue([{ type: "email", recipients: ["x@example.com"] }]) },
        { name: "enabled", value: false },
        { name: "empty", value: hclValue({}) },
        { name: "none", value: hclValue([]) },
        { name: "keys", value: hclValue({ "a.b": 1, ab: 2 }) },
        { name: "long", value: hclValue(Array.from({ length: 12 }, (_, index) => `value-${index}`)) },
      ],
    },
  ];
  const TEXT = [
    "# Written by a test.",
    "#",
    "# Two paragraphs.",
    "",
    "terraform {",
    "  required_providers {",
    "    datafold = {",
    '      source = "datafold/datafold"',
    "    }",
    "  }",
    "}",
    "",
    "import {",
    "  to = datafold_metric_monitor.orders",
    '  id = "12"',
    "}",
    "",
    'resource "datafold_metric_monitor" "orders" {',
    '  name          = "Orders"',
    "  connection_id = 7",
    "  metric = {",
    "    # About the table.",
    "    table = {",
    '      table  = "a.orders"',
    '      metric = "row_count"',
    "    }",
    "  }",
    '  tags = ["a", "b"]',
    "  notifications = [",
    "    {",
    '      type       = "email"',
    '      recipients = ["x@example.com"]',
    "    },",
    "  ]",
    "  enabled = false",
    "  empty   = {}",
    "  none    = []",
    "  keys = {",
    '    "a.b" = 1',
    "    ab    = 2",
    "  }",
    "  long = [",
    ...Array.from({ length: 12 }, (_, index) => `    "value-${index}",`),
    "  ]",
    "}",
    "",
  ].join("\n");

  it("indents by two, aligns the = of each run of one-line arguments, leaves nulls out", () => {
    expect(hclText(FILE)).toBe(TEXT);
  });

  it("a block's argument must be named by an identifier (only an object's key can be quoted)", () => {
    expect(() => hclText([{ type: "locals", labels: [], body: [{ name: "a b", value: 1 }] }])).toThrow('"a b" is not an HCL identifier: it cannot name a block\'s argument');
    expect(() => hclText([{ type: "bad type", labels: [], body: [] }])).toThrow(/cannot name a block/);
    expect(() => hclText([{ type: "import", labels: [], body: [{ name: "to", value: { reference: ["a", "b c"] } }] }])).toThrow(/is not a reference/);
  });

  const tofu = tofuBinary();
  (tofu === undefined ? it.skip : it)("`tofu fmt -check` accepts it as it is", () => {
    const dir = mkdtempSync(join(tmpdir(), "hcl-writer-"));
    try {
      writeFileSync(join(dir, "main.tf"), TEXT);
      // Exit status 3 and the file's name when fmt would change it; the diff says where.
      expect(execFileSync(tofu!, ["fmt", "-check", "-diff", "main.tf"], { cwd: dir, env: { ...process.env, TF_CLI_CONFIG_FILE: "/dev/null" }, encoding: "utf8" })).toBe("");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  (tofu === undefined ? it.skip : it)("`tofu console` reads every value back as the value written", () => {
    const value = {
      texts: ["plain", 'say "hi"', "back\\slash", "two\nlines\r\n\ttabbed", "${var.x} and %{ if x }", "$${x} $$$${y} %%{z} $ % {} $x", "bell\u0007 nel\u0085 ls\u2028", "Crème 🍮"],
      numbers: [0, 7, -5, 2.5, 1e21, 1e-7, 9007199254740991],
      flags: [true, false],
      "dashed-key": { "a.b": { for: 1, null: 2, true: 3, "crème brûlée": 4, "🍮": 5, x: 6 } },
      nested: [{ a: [1, { b: "c" }] }, [-1, -2]],
    };
    const dir = mkdtempSync(join(tmpdir(), "hcl-writer-"));
    try {
      writeFileSync(join(dir, "main.tf"), hclText([{ type: "locals", labels: [], body: [{ name: "value", value: hclValue(value) }] }]));
      const env = { ...process.env, TF_CLI_CONFIG_FILE: "/dev/null" };
      expect(execFileSync(tofu!, ["fmt", "-check", "-diff", "main.tf"], { cwd: dir, env, encoding: "utf8" })).toBe("");
      const printed = execFileSync(tofu!, ["console"], { cwd: dir, env, input: "jsonencode(local.value)\n", encoding: "utf8" });
      expect(JSON.parse(JSON.parse(printed) as string)).toEqual(value);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
