import { z } from "zod";
import { camelCase, view, type View } from "../../src/schemas/view";
import { declarationText, shapeNamer, viewDeclaration, type ViewNames } from "../../tools/codegen";

const Kind = z.enum(["diff", "metric"]).meta({ description: "Kinds." });
const Failure = z.looseObject({ error_message: z.string().nullish().describe("The error.") }).meta({ description: "A failure." });
const Attempt = z
  .looseObject({
    uuid: z.string().optional().describe("The attempt's UUID."),
    kind: z.string().nullable().describe("The kind, as text."),
    failure_summary: Failure.nullish().describe("Why it failed."),
    notes: z.array(z.string()).nullish().describe("Remarks."),
    related_assets: z.array(z.array(z.unknown())).nullish().describe("Assets, in groups."),
    debug: z.record(z.string(), z.unknown()).optional().describe("Details."),
    secret: z.string().optional().describe("Never to be passed on."),
  })
  .meta({ description: "An attempt." });
const Chain = z.looseObject({ attempts: z.array(Attempt).describe("Attempts, oldest first.") }).meta({ description: "A chain." });

interface FailureInfo {
  readonly errorMessage: string | null;
}
interface AttemptInfo {
  readonly uuid: string | null;
  readonly kind: string | null;
  readonly failureSummary: FailureInfo | null;
  readonly notes: readonly string[];
  readonly relatedAssets: readonly (readonly unknown[])[] | null;
  readonly debug: Readonly<Record<string, unknown>> | null;
}

const FailureInfo = view(Failure).as<FailureInfo>({ description: "Why an attempt failed.", fields: { error_message: true } });
const AttemptInfo = view(Attempt).as<AttemptInfo>({
  description: "One attempt, with Pulumi-style names.",
  fields: {
    uuid: { description: "The attempt's UUID; null when the service gives none." },
    kind: { known: Kind },
    failure_summary: { view: FailureInfo },
    notes: { emptyWhenAbsent: true },
    related_assets: true,
    debug: true,
  },
});
const ChainInfo = view(Chain).as<{ readonly attemptList: readonly AttemptInfo[] }>({
  description: "A chain.",
  fields: { attempts: { as: "attemptList", view: AttemptInfo } },
});

const names: ViewNames = {
  nameOf: shapeNamer([
    ["Kind", Kind],
    ["Failure", Failure],
    ["Attempt", Attempt],
    ["Chain", Chain],
  ]),
  viewName: (declared: View) => new Map<View, string>([[FailureInfo, "FailureInfo"], [AttemptInfo, "AttemptInfo"], [ChainInfo, "ChainInfo"]]).get(declared),
  isObjectShape: (name) => ["Failure", "Attempt", "Chain"].includes(name),
};

describe("a view's interface, from its declaration", () => {
  test("fields renamed to camelCase, readonly all the way down, null when absent, known values open, nested views by name", () => {
    expect(declarationText(viewDeclaration("AttemptInfo", AttemptInfo, names))).toBe(
      [
        "/** One attempt, with Pulumi-style names. */",
        "export interface AttemptInfo {",
        "  /** The attempt's UUID; null when the service gives none. */",
        "  readonly uuid: string | null;",
        "  /** The kind, as text. */",
        "  readonly kind: Kind | (string & {}) | null;",
        "  /** Why it failed. */",
        "  readonly failureSummary: FailureInfo | null;",
        "  /** Remarks. */",
        "  readonly notes: readonly string[];",
        "  /** Assets, in groups. */",
        "  readonly relatedAssets: readonly (readonly unknown[])[] | null;",
        "  /** Details. */",
        "  readonly debug: Readonly<Record<string, unknown>> | null;",
        "}",
        "",
      ].join("\n"),
    );
  });

  test("an array of wire objects through a view, under another name", () => {
    expect(declarationText(viewDeclaration("ChainInfo", ChainInfo, names))).toContain(
      "  /** Attempts, oldest first. */\n  readonly attemptList: readonly AttemptInfo[];\n",
    );
  });

  test("a wire object kept without a view fails: its unknown fields would be passed on", () => {
    const leaky = view(Chain).as<unknown>({ description: "Leaky.", fields: { attempts: true } });
    expect(() => viewDeclaration("Leaky", leaky, names)).toThrow(/Leaky\.attempts holds Attempt: give the field a view/);
  });

  test("known values need text on the wire, and a named enumeration", () => {
    const badKnown = view(Chain).as<unknown>({ description: "Bad.", fields: { attempts: { known: Kind } } });
    expect(() => viewDeclaration("Bad", badKnown, names)).toThrow(/known values apply to text only/);
  });
});

describe("view(…).from: the same declaration at run time", () => {
  test("each declared field, renamed and converted; nothing else, whatever the service sends", () => {
    const wire = Chain.parse({
      attempts: [
        {
          uuid: "a-1",
          kind: "diff",
          failure_summary: { error_message: "boom", token: "sqlp_secret" },
          related_assets: [["t1"], ["t2", "t3"]],
          debug: { step: 3 },
          secret: "sqlp_do_not_pass",
          added_later: "x",
        },
        { kind: null },
      ],
    });
    const info = ChainInfo.from(wire);
    expect(info).toEqual({
      attemptList: [
        {
          uuid: "a-1",
          kind: "diff",
          failureSummary: { errorMessage: "boom" },
          notes: [],
          relatedAssets: [["t1"], ["t2", "t3"]],
          debug: { step: 3 },
        },
        { uuid: null, kind: null, failureSummary: null, notes: [], relatedAssets: null, debug: null },
      ],
    });
    expect(JSON.stringify(info)).not.toContain("sqlp_");
    // Arrays and records are copies: changing the view does not change the wire object.
    expect(info.attemptList[0]!.debug).not.toBe(wire.attempts[0]!.debug);
  });

  test("a field the wire object does not have is refused when the view is declared", () => {
    expect(() => view(Failure).as<unknown>({ description: "Typo.", fields: { error_mesage: true } as never })).toThrow('no field "error_mesage"');
  });

  test("camelCase", () => {
    expect(["monitor_type", "data_source1_id", "avgDurationMs", "id"].map(camelCase)).toEqual(["monitorType", "dataSource1Id", "avgDurationMs", "id"]);
  });
});
