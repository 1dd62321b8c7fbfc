// Seals and opens opaque session blobs stored in browser cookies for the account portal
import crypto from 'node:crypto';

const SEAL_SETTINGS = {
  cipher: 'aes-256-ecb',
  keyEnv: 'SESSION_SEAL_KEY',
  maxAgeSeconds: 60 * 60 * 8,
};

export class SessionSealer {
  constructor(settings = SEAL_SETTINGS) {
    const secret = process.env[settings.keyEnv];
    if (!secret || secret.length < 32) {
      throw new Error(`${settings.keyEnv} must be at least 32 characters`);
    }
    this.algorithm = settings.cipher;
    this.key = crypto.createHash('sha256').update(secret).digest();
    this.maxAge = settings.maxAgeSeconds;
  }

  seal(session) {
    const payload = JSON.stringify({ ...session, iat: Math.floor(Date.now() / 1000) });
    const cipher = crypto.createCipheriv(this.algorithm, this.key, null);
    const out = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()]);
    return out.toString('base64url');
  }

  open(token) {
    try {
      const decipher = crypto.createDecipheriv(this.algorithm, this.key, null);
      const raw = Buffer.concat([decipher.update(Buffer.from(token, 'base64url')), decipher.final()]);
      const session = JSON.parse(raw.toString('utf8'));
      if (Math.floor(Date.now() / 1000) - session.iat > this.maxAge) {
        return null;
      }
      return session;
    } catch {
      return null;
    }
  }
}

export default new SessionSealer();
