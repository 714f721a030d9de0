/**
 * This process's CPU time in milliseconds (user + system). A "bounded time" check measured with it is not moved by
 * other processes busy on the machine (a wall clock is: a test then passes only on a quiet machine).
 */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
