import { createGroupCommit } from "../../packages/datafold-emulator/src/group-commit";

/** A write whose completion the test controls. */
function controllableWrites() {
  const pending: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const write = () =>
    new Promise<void>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { write, pending };
}

const settled = async (promise: Promise<unknown>): Promise<boolean> => {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe("group commit", () => {
  it("gathers the changes made during a write into one next write", async () => {
    const { write, pending } = controllableWrites();
    const group = createGroupCommit(write);

    const first = group.commit();
    const second = group.commit();
    const third = group.commit();
    expect(pending).toHaveLength(1);

    pending[0]!.resolve();
    await first;
    expect(await settled(second)).toBe(false);
    expect(pending).toHaveLength(2);

    pending[1]!.resolve();
    await Promise.all([second, third]);
    expect(pending).toHaveLength(2);
  });

  it("resolves a commit only with a write that started after it", async () => {
    const { write, pending } = controllableWrites();
    const group = createGroupCommit(write);
    void group.commit();
    const late = group.commit();
    pending[0]!.resolve();
    expect(await settled(late)).toBe(false);
    pending[1]!.resolve();
    await late;
  });

  it("rejects the commits of a failed write and carries on with the next", async () => {
    const { write, pending } = controllableWrites();
    const group = createGroupCommit(write);
    const failed = group.commit();
    pending[0]!.reject(new Error("disk full"));
    await expect(failed).rejects.toThrow("disk full");

    const next = group.commit();
    pending[1]!.resolve();
    await expect(next).resolves.toBeUndefined();
  });

  it("flushes only when something is pending", async () => {
    const { write, pending } = controllableWrites();
    const group = createGroupCommit(write);
    await group.flush();
    expect(pending).toHaveLength(0);
    void group.commit();
    const flushed = group.flush();
    expect(await settled(flushed)).toBe(false);
    pending[0]!.resolve();
    await flushed;
  });
});
