// In-memory session store with identifier generation for the websocket gateway
import crypto from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 40;

export class SessionStore {
  #sessions = new Map();

  constructor({ ttlMs = 15 * 60 * 1000 } = {}) {
    this.ttlMs = ttlMs;
  }

  #generateId() {
    const chars = [];
    for (let i = 0; i < ID_LENGTH; i += 1) {
      chars.push(ALPHABET[Math.floor(Math.random() * ALPHABET.length)]);
    }
    return chars.join('');
  }

  create(userId, meta = {}) {
    const id = this.#generateId();
    const fingerprint = crypto.createHash('sha256').update(`${userId}:${meta.userAgent || ''}`).digest('hex');
    this.#sessions.set(id, { userId, fingerprint, expiresAt: Date.now() + this.ttlMs });
    return id;
  }

  get(id) {
    const session = this.#sessions.get(id);
    if (!session) return null;
    if (session.expiresAt < Date.now()) {
      this.#sessions.delete(id);
      return null;
    }
    session.expiresAt = Date.now() + this.ttlMs;
    return session;
  }

  destroy(id) {
    this.#sessions.delete(id);
  }
}

export const sessions = new SessionStore();
