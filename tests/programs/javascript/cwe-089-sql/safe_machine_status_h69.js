// A machine status program of the h69 set (cwe-089-sql).
const express = require('express');
const { AsyncLocalStorage } = require('node:async_hooks');
const mysql = require('mysql2/promise');

const app = express();
const requestScope = new AsyncLocalStorage();

const pool = mysql.createPool({
  host: process.env.DB_HOST || 'db.internal.sudsworth.net',
  user: process.env.DB_USER || 'kiosk',
  password: process.env.DB_PASSWORD,
  database: 'laundry',
  connectionLimit: 8,
});

// Every request runs inside a scope that knows the branch and the machine filter.
app.use((req, res, next) => {
  const scope = {
    branch: String(req.get('x-branch-code') || req.query.branch || 'HQ'),
    kind: req.query.kind === 'dryer' ? 'dryer' : 'washer',
    status: typeof req.query.status === 'string' ? req.query.status : 'free',
    requestId: req.get('x-request-id') || Math.random().toString(16).slice(2),
  };
  requestScope.run(scope, () => next());
});

function currentScope() {
  const scope = requestScope.getStore();
  if (!scope) throw new Error('no request scope');
  return scope;
}

const machineRepo = {
  async listForBranch() {
    const { branch, kind, status } = currentScope();
    const sql =
      'SELECT m.id, m.label, m.capacity_kg, m.status, m.minutes_left ' +
      'FROM machines m JOIN branches b ON b.id = m.branch_id ' +
      'WHERE b.code = ? AND m.kind = ? AND m.status = ? ' +
      'ORDER BY m.label';
    const [rows] = await pool.execute(sql, [branch, kind, status]);
    return rows;
  },

  async countFree() {
    const { branch } = currentScope();
    const [rows] = await pool.execute(
      "SELECT COUNT(*) AS free FROM machines m JOIN branches b ON b.id = m.branch_id WHERE b.code = ? AND m.status = 'free'",
      [branch],
    );
    return rows[0].free;
  },
};

app.get('/machines', async (req, res, next) => {
  try {
    const machines = await machineRepo.listForBranch();
    const free = await machineRepo.countFree();
    const { branch, requestId } = currentScope();
    res.set('x-request-id', requestId);
    res.json({ branch, free, machines });
  } catch (err) {
    next(err);
  }
});

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: 'could not load machines' });
});

app.listen(Number(process.env.PORT) || 8800);
