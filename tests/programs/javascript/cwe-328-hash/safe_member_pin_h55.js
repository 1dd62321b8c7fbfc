// Account module for a rowing league's member portal: registers members and checks login passwords.
const crypto = require('crypto');
const express = require('express');

class PasswordHasher {
  hash(password) {
    const salt = crypto.randomBytes(16).toString('hex');
    return `${this.scheme}$${salt}$${this.digest(password, salt)}`;
  }

  verify(password, stored) {
    const [scheme, salt, expected] = stored.split('$');
    if (scheme !== this.scheme) return false;
    const actual = Buffer.from(this.digest(password, salt), 'hex');
    const wanted = Buffer.from(expected, 'hex');
    return actual.length === wanted.length && crypto.timingSafeEqual(actual, wanted);
  }

  digest() {
    throw new Error('digest() must be implemented by a subclass');
  }
}

class MemberPasswordHasher extends PasswordHasher {
  get scheme() {
    return 's1';
  }

  digest(password, salt) {
    return crypto.scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 }).toString('hex');
  }
}

class MemberAccountService {
  constructor(hasher) {
    this.hasher = hasher;
    this.accounts = new Map();
  }

  register(email, password) {
    if (password.length < 10) throw new RangeError('password must be at least 10 characters');
    if (this.accounts.has(email)) throw new RangeError('account already exists');
    this.accounts.set(email, { email, passwordHash: this.hasher.hash(password), club: null });
  }

  login(email, password) {
    const account = this.accounts.get(email);
    return Boolean(account && this.hasher.verify(password, account.passwordHash));
  }
}

const accounts = new MemberAccountService(new MemberPasswordHasher());
const app = express();
app.use(express.json());

app.post('/members', (req, res) => {
  try {
    accounts.register(String(req.body.email).toLowerCase(), String(req.body.password || ''));
    res.status(201).end();
  } catch (err) {
    res.status(400).json({ error: err.message });
  }
});

app.post('/members/login', (req, res) => {
  const ok = accounts.login(String(req.body.email).toLowerCase(), String(req.body.password || ''));
  res.status(ok ? 204 : 401).end();
});

app.listen(3005);
