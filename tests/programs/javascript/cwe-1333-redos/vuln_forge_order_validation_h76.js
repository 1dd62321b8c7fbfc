// A blacksmith forge order validation program of the h76 set (cwe-1333-redos).
'use strict';

const express = require('express');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

// field -> rule used by the validation middleware
const ORDER_RULES = {
  customer: { required: true, pattern: /^[\p{L} .'-]{2,80}$/u },
  email: { required: true, pattern: /^[^\s@]{1,64}@[^\s@]{1,255}$/ },
  drawingRef: { required: false, pattern: /^([A-Z0-9]+-?)+$/ },
  item: { required: true, oneOf: ['gate', 'railing', 'hinge', 'firepit', 'knife', 'hook'] },
  quantity: { required: true, check: (v) => Number.isInteger(Number(v)) && Number(v) > 0 && Number(v) <= 500 },
};

class Validator {
  constructor(rules) {
    this.rules = rules;
  }

  errors(input) {
    const problems = [];
    for (const [field, rule] of Object.entries(this.rules)) {
      const value = input[field];
      if (value === undefined || value === '') {
        if (rule.required) problems.push(`${field} is required`);
        continue;
      }
      const text = String(value);
      if (rule.pattern && !rule.pattern.test(text)) problems.push(`${field} is malformed`);
      if (rule.oneOf && !rule.oneOf.includes(text)) problems.push(`${field} must be one of ${rule.oneOf.join(', ')}`);
      if (rule.check && !rule.check(value)) problems.push(`${field} is out of range`);
    }
    return problems;
  }
}

function validateBody(validator) {
  return (req, res, next) => {
    const problems = validator.errors(req.body || {});
    if (problems.length) {
      return res.status(422).json({ problems });
    }
    next();
  };
}

class OrderService {
  constructor(db) {
    this.db = db;
  }

  async create(order) {
    const { rows } = await this.db.query(
      `INSERT INTO forge_orders (customer, email, drawing_ref, item, quantity, status)
       VALUES ($1, $2, $3, $4, $5, 'quoted') RETURNING id, status`,
      [order.customer, order.email, order.drawingRef || null, order.item, Number(order.quantity)],
    );
    return rows[0];
  }
}

const service = new OrderService(pool);
const app = express();
app.use(express.json({ limit: '16kb' }));

app.post('/orders', validateBody(new Validator(ORDER_RULES)), async (req, res, next) => {
  try {
    res.status(201).json(await service.create(req.body));
  } catch (err) {
    next(err);
  }
});

app.listen(process.env.PORT || 4600);
