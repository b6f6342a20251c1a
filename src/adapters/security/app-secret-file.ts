import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const FILE_NAME = 'app-secret';
const MIN_LENGTH = 32;

/**
 * The secret a development machine uses when none is configured: generated once, then read from the data folder, so
 * edit links keep working across restarts. Written with owner-only permissions, and published with link() so that
 * a second process starting at the same moment (the CLI beside the server) never reads a half-written file.
 */
export async function developmentAppSecret(dataDir: string): Promise<string> {
  const path = join(dataDir, FILE_NAME);
  const existing = await readSecret(path);
  if (existing !== null) return existing;

  await mkdir(dataDir, { recursive: true });
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    await link(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  return (await readSecret(path))!;
}

async function readSecret(path: string): Promise<string | null> {
  let secret: string;
  try {
    secret = (await readFile(path, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (secret.length < MIN_LENGTH) {
    throw new Error(`${path} holds a secret shorter than ${MIN_LENGTH} characters: delete it to generate a new one, or set APP_SECRET`);
  }
  return secret;
}
