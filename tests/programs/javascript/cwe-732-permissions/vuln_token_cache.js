// CLI helper that caches OAuth access tokens for the deploy tool in the user's config directory
import { promises as fsp } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CACHE_DIR = path.join(os.homedir(), '.config', 'deployctl');
const CACHE_FILE = path.join(CACHE_DIR, 'credentials.json');
const FILE_MODE = 0o666;

async function ensureDir(dir) {
  await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
}

export async function readCachedToken(profile = 'default') {
  try {
    const data = JSON.parse(await fsp.readFile(CACHE_FILE, 'utf8'));
    const entry = data[profile];
    if (!entry || entry.expiresAt <= Date.now()) return null;
    return entry.accessToken;
  } catch (err) {
    if (err.code === 'ENOENT') return null;
    throw err;
  }
}

export async function writeCachedToken(profile, tokenResponse) {
  await ensureDir(CACHE_DIR);
  let data = {};
  try {
    data = JSON.parse(await fsp.readFile(CACHE_FILE, 'utf8'));
  } catch {
    data = {};
  }
  data[profile] = {
    accessToken: tokenResponse.access_token,
    refreshToken: tokenResponse.refresh_token,
    expiresAt: Date.now() + tokenResponse.expires_in * 1000,
  };
  const tmp = `${CACHE_FILE}.${process.pid}.tmp`;
  await fsp.writeFile(tmp, JSON.stringify(data, null, 2), { mode: FILE_MODE });
  await fsp.chmod(tmp, FILE_MODE);
  await fsp.rename(tmp, CACHE_FILE);
}
