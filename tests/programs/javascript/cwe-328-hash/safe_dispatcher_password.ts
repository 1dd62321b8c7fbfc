// Service that sets and checks passwords for dispatchers signing in to the freight routing console.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Pool } from 'pg';

const MIN_LENGTH = 12;
const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;

interface StoredCredential {
  salt: Buffer;
  hash: Buffer;
}

export class DispatcherPasswordService {
  constructor(private readonly pool: Pool) {}

  private async derive(password: string, salt: Buffer): Promise<Buffer> {
    return scryptAsync(password, salt, 32, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  }

  async setPassword(dispatcherId: number, password: string): Promise<void> {
    if (password.length < MIN_LENGTH) {
      throw new Error(`password must be at least ${MIN_LENGTH} characters`);
    }
    const salt = randomBytes(16);
    const hash = await this.derive(password, salt);
    await this.pool.query(
      'UPDATE dispatchers SET pw_salt = $1, pw_hash = $2, pw_changed_at = now() WHERE id = $3',
      [salt, hash, dispatcherId],
    );
  }

  private async load(username: string): Promise<(StoredCredential & { id: number }) | null> {
    const { rows } = await this.pool.query(
      'SELECT id, pw_salt AS salt, pw_hash AS hash FROM dispatchers WHERE username = $1 AND disabled = false',
      [username],
    );
    return rows[0] ?? null;
  }

  async verify(username: string, password: string): Promise<number | null> {
    const stored = await this.load(username);
    if (!stored) return null;
    const candidate = await this.derive(password, stored.salt);
    if (candidate.length !== stored.hash.length) return null;
    return timingSafeEqual(candidate, stored.hash) ? stored.id : null;
  }
}
