// Print shop order lookup: counter staff search recent orders by customer reference or job title
const express = require('express');
const { Pool } = require('pg');

const STATUSES = ['queued', 'printing', 'ready', 'collected'];

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

class OrderSearchQuery {
  constructor(q) {
    this.term = String(q.term || '').trim();
    this.mode = q.mode === 'prefix' ? 'prefix' : 'contains';
    this.status = STATUSES.includes(q.status) ? q.status : null;
    this.limit = Math.min(Number(q.limit) || 25, 100);
  }
  isValid() {
    return this.term.length > 0 && this.term.length <= 100;
  }
}

class MatcherFactory {
  create(term, mode) {
    const body = escapeRegExp(term);
    return new RegExp(mode === 'prefix' ? `^${body}` : body, 'i');
  }
}

class OrderRepository {
  constructor(pool) {
    this.pool = pool;
  }
  async recent(status) {
    const { rows } = await this.pool.query(
      `SELECT id, customer_ref, title, status FROM print_orders
       WHERE ($1::text IS NULL OR status = $1) ORDER BY created_at DESC LIMIT 500`,
      [status],
    );
    return rows;
  }
}

class OrderSearchService {
  constructor(repo, matchers) {
    this.repo = repo;
    this.matchers = matchers;
  }
  async search(query) {
    const matcher = this.matchers.create(query.term, query.mode);
    const rows = await this.repo.recent(query.status);
    return rows.filter((r) => matcher.test(r.customer_ref) || matcher.test(r.title)).slice(0, query.limit);
  }
}

const service = new OrderSearchService(new OrderRepository(new Pool()), new MatcherFactory());
const app = express();

app.get('/orders/search', async (req, res, next) => {
  const query = new OrderSearchQuery(req.query);
  if (!query.isValid()) return res.status(400).json({ error: 'term must be 1-100 characters' });
  try {
    res.json(await service.search(query));
  } catch (err) {
    next(err);
  }
});

module.exports = app;
