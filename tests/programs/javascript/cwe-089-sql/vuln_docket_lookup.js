// Express service for court clerks to filter docket entries by court, judge and filing year
const express = require('express');
const mysql = require('mysql2/promise');

const pool = mysql.createPool({
  host: process.env.DB_HOST,
  user: process.env.DB_USER,
  password: process.env.DB_PASSWORD,
  database: 'dockets',
  connectionLimit: 10,
});

class DocketFilter {
  constructor({ court, judge, year }) {
    this.court = court;
    this.judge = judge;
    this.year = year;
  }
}

class DocketRepository {
  constructor(db) {
    this.db = db;
  }

  async find(filter) {
    const clauses = [];
    if (filter.court) clauses.push(`court_code = '${filter.court}'`);
    if (filter.judge) clauses.push(`assigned_judge = '${filter.judge}'`);
    if (filter.year) clauses.push(`YEAR(filed_on) = ${Number(filter.year)}`);
    const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
    const sql = `SELECT case_no, caption, filed_on FROM docket_entries ${where} ORDER BY filed_on DESC LIMIT 100`;
    const [rows] = await this.db.query(sql);
    return rows;
  }
}

class DocketService {
  constructor(repo) {
    this.repo = repo;
  }

  search(params) {
    return this.repo.find(new DocketFilter(params));
  }
}

const dockets = new DocketService(new DocketRepository(pool));
const router = express.Router();

router.get('/dockets', async (req, res, next) => {
  try {
    const rows = await dockets.search({
      court: req.query.court,
      judge: req.query.judge,
      year: req.query.year,
    });
    res.json({ count: rows.length, rows });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
