/**
 * Four stacks deployed at once, through the real CLI with state in PostgreSQL, against one
 * emulator account, while faults hit whichever stack's request comes: lost create answers,
 * 429 with Retry-After, 5xx. The stacks share what stacks of one account share: one service
 * principal (each token with the default label, its own), one monitor name, one BI
 * integration name, one data source name; each archives a data diff of its own. The families and their faults are support/parallel-families.ts.
 *
 * Shown for every family:
 * - each up either succeeds, or fails naming the objects the API cannot tell apart
 *   (UnresolvedCreateError) and taking none of them;
 * - no two stacks hold one object, and no stack holds an object another stack made;
 * - once the failures are settled as their messages say and the failed ups rerun: no orphan
 *   (every live object of the family is held by a stack) and every stack's refresh is quiet.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { E2E_TIMEOUT_MS, emulatorEnvironment, useE2E } from "./support/e2e";
import { PARALLEL_FAMILIES, type ParallelFamily } from "./support/parallel-families";
import { describeWithPostgres, startPostgres, type PostgresCluster } from "./support/postgres";
import { PrintedSecrets } from "./support/printed-secrets";
import { startLineCode } from "./support/start-line";
import { timed } from "./support/timed";
import { send } from "../../tools/harness/emulator";
import { programFiles } from "../../tools/harness/program-files";
import type { CliResult, PulumiStack } from "../../tools/harness/pulumi-project";

jest.setTimeout(E2E_TIMEOUT_MS);

const STACKS = ["team-a", "team-b", "team-c", "team-d"] as const;
const LATENCY_MS = 150;
const UP = ["up", "--yes", "--skip-preview"] as const;


function program(startLine: string, index: number): string {
  return [...startLineCode(startLine), `import * as datafold from "pulumi-datafold";`, ...PARALLEL_FAMILIES.flatMap((family) => family.program(index))].join("\n");
}

const output = (result: CliResult) => result.stdout + result.stderr;

describeWithPostgres("four stacks at once against one account, with faults, on PostgreSQL state", (cliDir, binDir) => {
  const e2e = useE2E(cliDir);
  const printed = new PrintedSecrets(e2e);
  let pg: PostgresCluster;
  let startLine: string;
  let stacks: PulumiStack[];

  beforeAll(async () => {
    pg = await startPostgres(binDir);
    startLine = mkdtempSync(join(tmpdir(), "pulumi-datafold-start-line-"));
    // One project per stack (each program has its own index), all in the one PostgreSQL backend.
    stacks = await Promise.all(
      STACKS.map(async (name, index) => {
        const stack = e2e.project(programFiles(`scale-${name}`, program(startLine, index))).stack(name, { ...emulatorEnvironment(e2e.emulator), PULUMI_BACKEND_URL: pg.url });
        await stack.init();
        printed.watch(stack);
        return stack;
      }),
    );
  }, E2E_TIMEOUT_MS);

  afterAll(async () => {
    rmSync(startLine, { recursive: true, force: true });
    await e2e.clients.control.setLatency(0).catch(() => undefined);
    await pg?.stop();
  });

  /** Every stack's up at once through the start line. */
  async function upAtOnce(): Promise<CliResult[]> {
    return timed("four ups at once, with faults", async () => {
      const finished = new Set<PulumiStack>();
      const ups = stacks.map((stack) => stack.run(UP).finally(() => finished.add(stack)));
      while (!stacks.every((stack) => existsSync(join(startLine, `ready-${stack.name}`)))) {
        if (finished.size > 0) break;
        await sleep(10);
      }
      writeFileSync(join(startLine, "go"), "");
      return Promise.all(ups);
    });
  }

  /** What each stack holds of a family, by stack. */
  async function heldBy(family: ParallelFamily): Promise<Map<PulumiStack, number[]>> {
    return new Map(await Promise.all(stacks.map(async (stack) => [stack, await family.held(stack)] as const)));
  }

  test("every up succeeds or names the objects it cannot tell apart; no stack holds another's; settled, nothing is left over and every refresh is quiet", async () => {
    await e2e.clients.control.setLatency(LATENCY_MS);
    for (const family of PARALLEL_FAMILIES) for (const fault of family.faults) await e2e.clients.control.addFault(fault);
    await e2e.clients.control.clearRequests();
    const results = await upAtOnce();
    // Every fault acted: a rule left over is a fault no stack met, a scenario weaker than it says.
    const left = await send(e2e.emulator.url, "GET", "/__emulator/faults");
    expect(left.body.data).toEqual([]);
    const hits = (await e2e.clients.control.requests()).filter((entry) => entry.fault !== undefined && entry.fault !== null);
    console.log(`e2e faults: ${hits.map((entry) => `${entry.fault} ${entry.status ?? ""} ${entry.method} ${entry.path}`).join("; ")}`);
    await e2e.clients.control.setLatency(0);

    // 1. Allowed outcomes only. A failed up failed on an unresolved create of some family, and
    //    nothing else: its output names the candidates.
    const failed = stacks.filter((_, i) => results[i]!.code !== 0);
    const named = new Map<ParallelFamily, number[]>();
    for (const stack of failed) {
      const result = results[stacks.indexOf(stack)]!;
      const found = PARALLEL_FAMILIES.map((family) => [family, family.candidates(result)] as const).filter(([, ids]) => ids !== undefined);
      if (found.length === 0) throw new Error(`the up of ${stack.name} failed, but not on an unresolved create:\n${output(result)}`);
      for (const [family, ids] of found) named.set(family, [...(named.get(family) ?? []), ...ids!]);
    }
    for (const stack of stacks.filter((_, i) => results[i]!.code === 0)) await printed.collect(stack);
    console.log(`e2e outcome: ${stacks.map((stack, i) => `${stack.name} ${results[i]!.code === 0 ? "succeeded" : "failed (unresolved create)"}`).join(", ")}`);

    // 2. For every family: no two stacks hold one object, and each held object is live.
    for (const family of PARALLEL_FAMILIES) {
      const held = [...(await heldBy(family)).values()].flat();
      expect({ family: family.name, duplicates: held.filter((id, i) => held.indexOf(id) !== i) }).toEqual({ family: family.name, duplicates: [] });
      const live = await family.live(e2e, stacks.length);
      for (const id of held) expect({ family: family.name, id, live: live.includes(id) }).toEqual({ family: family.name, id, live: true });
      // A failure never took a candidate: a named object another stack holds stays that stack's alone.
      for (const id of named.get(family) ?? []) expect(held.filter((heldId) => heldId === id).length).toBeLessThanOrEqual(1);
    }

    // 3. Settle as the messages say: the candidates no stack holds are orphans of the failed
    //    creates; remove them, then rerun the failed ups (one at a time, as their owners would).
    for (const [family, ids] of named) {
      const held = new Set([...(await heldBy(family)).values()].flat());
      for (const id of new Set(ids)) if (!held.has(id)) await family.removeOrphan(e2e, id);
    }
    for (const stack of failed) {
      const rerun = await stack.run(UP);
      if (rerun.code !== 0) throw new Error(`the rerun of ${stack.name} failed:\n${output(rerun)}`);
      await printed.collect(stack);
    }

    // 4. No orphan: every live object of each family is held by exactly one stack, and each
    //    stack holds one of each; every refresh is quiet.
    for (const family of PARALLEL_FAMILIES) {
      const byStack = await heldBy(family);
      for (const [stack, ids] of byStack) expect({ family: family.name, stack: stack.name, held: ids.length }).toEqual({ family: family.name, stack: stack.name, held: 1 });
      const held = [...byStack.values()].flat();
      expect({ family: family.name, live: [...(await family.live(e2e, stacks.length))].sort() }).toEqual({ family: family.name, live: [...held].sort() });
      await family.extraChecks?.(e2e, new Set(held));
    }
    await Promise.all(stacks.map((stack) => stack.refresh("--expect-no-changes")));
  });

  test("destroy removes every stack's objects; no command printed a secret", async () => {
    for (const stack of stacks) await stack.destroy();
    for (const family of PARALLEL_FAMILIES.filter((candidate) => candidate.outlivesDestroy !== true)) {
      expect({ family: family.name, live: await family.live(e2e, stacks.length) }).toEqual({ family: family.name, live: [] });
    }
    expect(printed.commandsChecked()).toBeGreaterThan(0);
    expect(printed.leaks()).toEqual([]);
  });
});
