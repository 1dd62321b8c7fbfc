// Unseen set h59: loan history lambda
'use strict';

// Public library network: branch staff look up a patron's loan history.
// API Gateway -> Lambda -> PostgreSQL (RDS). GET /patrons/{cardNumber}/loans?status=overdue

const { Pool } = require('pg');

const pool = new Pool({
  host: process.env.PGHOST,
  database: process.env.PGDATABASE,
  user: process.env.PGUSER,
  password: process.env.PGPASSWORD,
  ssl: { rejectUnauthorized: true },
  max: 2,
});

const LoanStatus = Object.freeze({
  ACTIVE: 'active',
  OVERDUE: 'overdue',
  RETURNED: 'returned',
});

class LoanQuery {
  constructor(cardNumber, status, branch) {
    this.cardNumber = cardNumber;
    this.status = Object.values(LoanStatus).includes(status) ? status : LoanStatus.ACTIVE;
    this.branch = branch;
  }
}

class LoanRepository {
  constructor(db) {
    this.db = db;
  }

  async findLoans(query) {
    const sql = `
      SELECT l.id, b.title, b.isbn, l.borrowed_on, l.due_on, l.returned_on, l.branch_code
        FROM loans l
        JOIN books b ON b.id = l.book_id
        JOIN patrons p ON p.id = l.patron_id
       WHERE p.card_number = '${query.cardNumber}'
         AND l.status = $1
       ORDER BY l.due_on DESC
       LIMIT 100`;
    const { rows } = await this.db.query(sql, [query.status]);
    return query.branch ? rows.filter((r) => r.branch_code === query.branch) : rows;
  }
}

class LoanHistoryService {
  constructor(repo) {
    this.repo = repo;
  }

  async history(query) {
    const loans = await this.repo.findLoans(query);
    const today = new Date();
    return loans.map((l) => ({
      ...l,
      daysOverdue: l.returned_on ? 0 : Math.max(0, Math.floor((today - new Date(l.due_on)) / 86400000)),
    }));
  }
}

const service = new LoanHistoryService(new LoanRepository(pool));

exports.handler = async (event) => {
  const cardNumber = decodeURIComponent((event.pathParameters || {}).cardNumber || '');
  const qs = event.queryStringParameters || {};
  if (!cardNumber) {
    return { statusCode: 400, body: JSON.stringify({ error: 'card number required' }) };
  }
  const loans = await service.history(new LoanQuery(cardNumber, qs.status, qs.branch));
  return {
    statusCode: 200,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ cardNumber, loans }),
  };
};
