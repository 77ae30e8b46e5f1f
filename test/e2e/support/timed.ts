/**
 * Runs `action` and logs how long it took as `e2e time: <label>: <ms> ms`. E2E tests report
 * times this way instead of asserting them: a shared CI machine makes any bound flaky, while
 * the printed figures still show a slowdown to whoever reads the run.
 */
export async function timed<T>(label: string, action: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  try {
    return await action();
  } finally {
    console.log(`e2e time: ${label}: ${Math.round(performance.now() - started)} ms`);
  }
}
