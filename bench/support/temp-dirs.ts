import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const created = new Set<string>();

/** A fresh, empty folder under the system temp dir; removed by `removeTempDirs`. */
export async function makeTempDir(label: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `memories-bench-${label}-`));
  created.add(dir);
  return dir;
}

export async function removeTempDirs(): Promise<void> {
  await Promise.all([...created].map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 3 })));
  created.clear();
}
