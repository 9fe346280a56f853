// Waits until `check` holds, polling; fails the test when it does not within `timeoutMs`.
export async function eventually(
  check: () => Promise<boolean> | boolean,
  timeoutMs = 5000,
  everyMs = 10,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
