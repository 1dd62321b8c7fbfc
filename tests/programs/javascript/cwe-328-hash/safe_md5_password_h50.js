// AdonisJS-style controller handling account registration and password login.
const crypto = require('crypto');
const { promisify } = require('util');
const User = require('../Models/User');

const scrypt = promisify(crypto.scrypt);
const KEY_LEN = 64;

async function hashPassword(password) {
  const salt = crypto.randomBytes(16);
  const derived = await scrypt(password, salt, KEY_LEN);
  return `scrypt$${salt.toString('hex')}$${derived.toString('hex')}`;
}

async function verifyPassword(password, stored) {
  const [scheme, saltHex, hashHex] = String(stored).split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const candidate = await scrypt(password, Buffer.from(saltHex, 'hex'), expected.length);
  return candidate.length === expected.length && crypto.timingSafeEqual(candidate, expected);
}

class AuthController {
  async register({ request, response }) {
    const { email, password } = request.only(['email', 'password']);
    if (!email || !password || password.length < 10) {
      return response.status(422).json({ error: 'email and a 10+ character password are required' });
    }
    const normalized = String(email).trim().toLowerCase();
    const existing = await User.findBy('email', normalized);
    if (existing) {
      return response.status(409).json({ error: 'account already exists' });
    }
    const user = await User.create({ email: normalized, passwordHash: await hashPassword(password) });
    return response.status(201).json({ id: user.id });
  }

  async login({ request, response, session }) {
    const { email, password } = request.only(['email', 'password']);
    const user = await User.findBy('email', String(email || '').trim().toLowerCase());
    if (!user || !(await verifyPassword(String(password || ''), user.passwordHash))) {
      return response.status(401).json({ error: 'invalid credentials' });
    }
    session.regenerate();
    session.put('userId', user.id);
    return response.json({ ok: true });
  }
}

module.exports = AuthController;
