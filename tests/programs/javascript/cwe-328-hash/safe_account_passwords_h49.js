// Account service functions for registering users and checking their login passwords
const crypto = require('crypto');
const { promisify } = require('util');
const { User } = require('../models/user');

const MIN_PASSWORD_LENGTH = 10;
const scrypt = promisify(crypto.scrypt);

async function hashPassword(password, salt) {
  const derived = await scrypt(password, salt, 64, { N: 16384, r: 8, p: 1 });
  return derived.toString('hex');
}

function validatePassword(password) {
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
    return `password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  }
  return null;
}

async function register(email, password) {
  const problem = validatePassword(password);
  if (problem) {
    throw Object.assign(new Error(problem), { status: 400 });
  }
  const salt = crypto.randomBytes(16).toString('hex');
  const passwordHash = await hashPassword(password, salt);
  return User.create({ email: email.toLowerCase(), salt, passwordHash });
}

async function verifyLogin(email, password) {
  const user = await User.findOne({ email: String(email).toLowerCase() }).lean();
  if (!user) {
    return null;
  }
  const candidate = Buffer.from(await hashPassword(String(password), user.salt), 'hex');
  const stored = Buffer.from(user.passwordHash, 'hex');
  if (candidate.length !== stored.length || !crypto.timingSafeEqual(candidate, stored)) {
    return null;
  }
  return { id: user._id.toString(), email: user.email };
}

module.exports = { register, verifyLogin };
