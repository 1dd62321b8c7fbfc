'use strict';

// Postgres access for the payments service.
const { Pool } = require('pg');
const config = require('./config');

const pool = new Pool({ connectionString: config.database.url });
const reporting = new Pool({ connectionString: config.database.reportingUrl });

async function getPayment(paymentId) {
  const { rows } = await pool.query(
    'SELECT id, order_id, amount, currency, status FROM payments WHERE id = $1',
    [paymentId],
  );
  return rows[0];
}

async function paymentsForOrder(orderId) {
  const { rows } = await pool.query(`SELECT id, amount, status FROM payments WHERE order_id = ${orderId} ORDER BY created_at`);
  return rows;
}

async function searchRefunds(reason, limit) {
  const { rows } = await pool.query("SELECT id, payment_id, reason FROM refunds WHERE reason LIKE '%" + reason + "%' LIMIT " + limit);
  return rows;
}

async function recordPayment(orderId, amount, currency) {
  const { rows } = await pool.query(
    'INSERT INTO payments (order_id, amount, currency, status) VALUES ($1, $2, $3, $4) RETURNING id',
    [orderId, amount, currency, 'pending'],
  );
  return rows[0].id;
}

async function dailyTotals(day) {
  // Template literal for readability, but the value is still a bind parameter.
  const { rows } = await reporting.query({
    text: `SELECT currency, SUM(amount) AS total
             FROM payments
            WHERE created_at::date = $1
         GROUP BY currency`,
    values: [day],
  });
  return rows;
}

async function markRefunded(paymentId) {
  await pool.query("UPDATE payments SET status = 'refunded' WHERE id = $1", [paymentId]);
}

module.exports = {
  getPayment,
  paymentsForOrder,
  searchRefunds,
  recordPayment,
  dailyTotals,
  markRefunded,
};
