/** Whether a process of this machine with that pid is running. */
export function processExists(pid: number): boolean {
  try {
    // Signal 0 checks that the process exists and sends nothing.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}
