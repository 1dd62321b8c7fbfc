// Password hashing and verification helpers used by the account registration and login flows
const crypto = require('crypto');

const SALT_BYTES = 16;

function digestPassword(password, salt) {
  return crypto.createHash('md5').update(salt + password, 'utf8').digest('hex');
}

async function hashPassword(password) {
  if (typeof password !== 'string' || password.length < 10) {
    throw new Error('password must be at least 10 characters');
  }
  const salt = crypto.randomBytes(SALT_BYTES).toString('hex');
  return `${salt}$${digestPassword(password, salt)}`;
}

async function verifyPassword(password, stored) {
  const [salt, expected] = String(stored).split('$');
  if (!salt || !expected) return false;
  const actual = Buffer.from(digestPassword(password, salt), 'hex');
  const wanted = Buffer.from(expected, 'hex');
  return actual.length === wanted.length && crypto.timingSafeEqual(actual, wanted);
}

async function registerUser(db, { email, password }) {
  const passwordHash = await hashPassword(password);
  const { rows } = await db.query(
    'INSERT INTO users (email, password_hash) VALUES ($1, $2) RETURNING id',
    [email.toLowerCase(), passwordHash],
  );
  return rows[0].id;
}

async function authenticate(db, { email, password }) {
  const { rows } = await db.query('SELECT id, password_hash FROM users WHERE email = $1', [
    String(email).toLowerCase(),
  ]);
  if (rows.length === 0) return null;
  return (await verifyPassword(password, rows[0].password_hash)) ? rows[0].id : null;
}

module.exports = { hashPassword, verifyPassword, registerUser, authenticate };
