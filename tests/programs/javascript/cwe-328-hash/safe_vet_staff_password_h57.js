// Veterinary clinic staff accounts: admin registration and login against a sqlite3 staff table
const express = require('express');
const sqlite3 = require('sqlite3');
const crypto = require('crypto');
const { requireClinicAdmin } = require('./auth');

class PasswordHasher {
  hash(password) {
    const salt = crypto.randomBytes(16);
    const digest = crypto.scryptSync(password, salt, 64);
    return `${salt.toString('hex')}:${digest.toString('hex')}`;
  }
  verify(password, stored) {
    const [salt, digest] = stored.split(':');
    const candidate = crypto.scryptSync(password, Buffer.from(salt, 'hex'), 64);
    return crypto.timingSafeEqual(candidate, Buffer.from(digest, 'hex'));
  }
}

class StaffRepository {
  constructor(db) { this.db = db; }
  insert(email, role, hash) {
    const sql = 'INSERT INTO staff (email, role, password_hash) VALUES (?, ?, ?)';
    return new Promise((resolve, reject) =>
      this.db.run(sql, [email, role, hash], function done(err) { return err ? reject(err) : resolve(this.lastID); }));
  }
  byEmail(email) {
    const sql = 'SELECT id, role, password_hash FROM staff WHERE email = ?';
    return new Promise((resolve, reject) => this.db.get(sql, [email], (err, row) => (err ? reject(err) : resolve(row))));
  }
}

class StaffAccountService {
  constructor(repo, hasher) {
    this.repo = repo;
    this.hasher = hasher;
  }
  register(dto) {
    return this.repo.insert(dto.email.toLowerCase(), dto.role, this.hasher.hash(dto.password));
  }
  async login(email, password) {
    const row = await this.repo.byEmail(String(email).toLowerCase());
    if (!row || !this.hasher.verify(String(password), row.password_hash)) return null;
    return { id: row.id, role: row.role };
  }
}

const db = new sqlite3.Database(process.env.STAFF_DB || '/var/lib/vetclinic/staff.db');
const accounts = new StaffAccountService(new StaffRepository(db), new PasswordHasher());
const app = express();
app.use(express.json());
app.use('/admin', requireClinicAdmin);

app.post('/admin/staff', async (req, res) => {
  const { email, password, role } = req.body;
  if (!email || !password || String(password).length < 10) return res.status(400).json({ error: 'invalid input' });
  const dto = { email: String(email), password: String(password), role: role === 'vet' ? 'vet' : 'nurse' };
  res.status(201).json({ id: await accounts.register(dto) });
});

app.post('/login', async (req, res) => {
  const user = await accounts.login(req.body.email, req.body.password);
  if (!user) return res.status(401).json({ error: 'invalid credentials' });
  res.json(user);
});

module.exports = app;
