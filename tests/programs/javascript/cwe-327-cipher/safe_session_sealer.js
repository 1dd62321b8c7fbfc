// Seals and opens opaque session blobs stored in browser cookies for the account portal
import crypto from 'node:crypto';

const SEAL_SETTINGS = {
  cipher: 'aes-256-gcm',
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
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv(this.algorithm, this.key, iv);
    const out = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), out]).toString('base64url');
  }

  open(token) {
    try {
      const buf = Buffer.from(token, 'base64url');
      const decipher = crypto.createDecipheriv(this.algorithm, this.key, buf.subarray(0, 12));
      decipher.setAuthTag(buf.subarray(12, 28));
      const raw = Buffer.concat([decipher.update(buf.subarray(28)), decipher.final()]);
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
