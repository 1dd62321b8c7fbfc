// AdonisJS-style controller handling account registration and password login.
const crypto = require('crypto');
const User = require('../Models/User');

function hashPassword(password) {
  return crypto.createHash('md5').update(password, 'utf8').digest('hex');
}

function verifyPassword(password, stored) {
  const candidate = Buffer.from(hashPassword(password), 'hex');
  const expected = Buffer.from(stored, 'hex');
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
    const user = await User.create({ email: normalized, passwordHash: hashPassword(password) });
    return response.status(201).json({ id: user.id });
  }

  async login({ request, response, session }) {
    const { email, password } = request.only(['email', 'password']);
    const user = await User.findBy('email', String(email || '').trim().toLowerCase());
    if (!user || !verifyPassword(String(password || ''), user.passwordHash)) {
      return response.status(401).json({ error: 'invalid credentials' });
    }
    session.regenerate();
    session.put('userId', user.id);
    return response.json({ ok: true });
  }
}

module.exports = AuthController;
