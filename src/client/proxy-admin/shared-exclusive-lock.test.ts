import { KeyedLocks, SharedExclusiveLock } from "./shared-exclusive-lock";

/** A task that records its start and end, and finishes when told. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    task: async () => {
      log.push(`${name} start`);
      await opened;
      log.push(`${name} end`);
    },
    open: () => open(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

test("shared holders run together; an exclusive one waits for them and runs alone", async () => {
  const lock = new SharedExclusiveLock();
  const log: string[] = [];
  const a = gate(log, "a");
  const b = gate(log, "b");
  const x = gate(log, "x");
  const running = [lock.shared(a.task), lock.shared(b.task), lock.exclusive(x.task)];
  await tick();
  expect(log).toEqual(["a start", "b start"]);
  a.open();
  await tick();
  expect(log).toEqual(["a start", "b start", "a end"]);
  b.open();
  await tick();
  expect(log).toEqual(["a start", "b start", "a end", "b end", "x start"]);
  x.open();
  await Promise.all(running);
  expect(lock.idle).toBe(true);
});

test("a waiting exclusive holder is not overtaken by later shared ones", async () => {
  const lock = new SharedExclusiveLock();
  const log: string[] = [];
  const a = gate(log, "a");
  const x = gate(log, "x");
  const c = gate(log, "c");
  const running = [lock.shared(a.task), lock.exclusive(x.task), lock.shared(c.task)];
  await tick();
  expect(log).toEqual(["a start"]);
  a.open();
  await tick();
  expect(log).toEqual(["a start", "a end", "x start"]);
  x.open();
  await tick();
  c.open();
  await Promise.all(running);
  expect(log).toEqual(["a start", "a end", "x start", "x end", "c start", "c end"]);
});

test("a failing task releases the lock", async () => {
  const locks = new KeyedLocks();
  await expect(locks.exclusive("k", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
  await expect(locks.exclusive("k", async () => "next")).resolves.toBe("next");
});
