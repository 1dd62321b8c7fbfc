// Express account lookup backed by a MySQL users table.
const express = require('express');
const mysql = require('mysql2/promise');

const pool = mysql.createPool({
  host: process.env.DB_HOST,
  user: process.env.DB_USER,
  password: process.env.DB_PASSWORD,
  database: process.env.DB_NAME,
  connectionLimit: 10,
});

class UserRepository {
  constructor(db) {
    this.db = db;
  }

  async findByEmail(email) {
    const sql =
      "SELECT id, email, display_name, created_at FROM users WHERE email = '" + email + "' LIMIT 1";
    const [rows] = await this.db.query(sql);
    return rows[0] || null;
  }
}

const users = new UserRepository(pool);
const app = express();
app.use(express.json());

app.post('/accounts/lookup', async (req, res, next) => {
  try {
    const email = String(req.body.email || '').trim().toLowerCase();
    if (!email) return res.status(400).json({ error: 'email is required' });
    const user = await users.findByEmail(email);
    if (!user) return res.status(404).json({ error: 'no such account' });
    res.json(user);
  } catch (err) {
    next(err);
  }
});

app.listen(process.env.PORT || 3000);
