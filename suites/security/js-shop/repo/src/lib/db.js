'use strict';

const { Pool } = require('pg');
const config = require('../config');

const pool = new Pool({ connectionString: config.databaseUrl });

const SORTABLE = { name: 'p.name', price: 'p.price_cents', newest: 'p.created_at' };

async function searchProducts(term, sort) {
  const orderBy = SORTABLE[sort] || SORTABLE.name;
  const sql = `SELECT p.id, p.name, p.price_cents FROM products p WHERE p.active AND p.name ILIKE $1 ORDER BY ${orderBy} LIMIT 50`;
  const { rows } = await pool.query(sql, [`%${term}%`]);
  return rows;
}

async function productsInCategory(category) {
  const { rows } = await pool.query(`SELECT id, name, price_cents FROM products WHERE category = '${category}' AND active`);
  return rows;
}

async function findUserByEmail(email) {
  const { rows } = await pool.query('SELECT id, email, password_hash, role FROM users WHERE email = $1', [email]);
  return rows[0];
}

async function setResetToken(userId, token) {
  await pool.query('UPDATE users SET reset_token = $1, reset_expires = now() + interval \'1 hour\' WHERE id = $2', [token, userId]);
}

async function ordersOf(userId) {
  const { rows } = await pool.query('SELECT id, total_cents, invoice_file FROM orders WHERE user_id = $1', [userId]);
  return rows;
}

async function setOrderStatus(orderId, status) {
  await pool.query('UPDATE orders SET status = $1 WHERE id = $2', [status, orderId]);
}

module.exports = { pool, searchProducts, productsInCategory, findUserByEmail, setResetToken, ordersOf, setOrderStatus };
