// Express service exposing product stock levels from the warehouse MySQL database.
const express = require('express');
const mysql = require('mysql2');

const db = mysql
  .createPool({
    host: process.env.WAREHOUSE_DB_HOST || 'warehouse-db.internal',
    user: 'inventory_svc',
    password: 'Wh7!nv3ntory#2023',
    database: 'warehouse',
    connectionLimit: 5,
  })
  .promise();

async function stockFor(sku) {
  const [rows] = await db.execute(
    'SELECT sku, location, quantity FROM stock_levels WHERE sku = ? ORDER BY location',
    [sku],
  );
  return rows;
}

const app = express();

app.get('/stock/:sku', async (req, res, next) => {
  try {
    const rows = await stockFor(req.params.sku);
    if (rows.length === 0) {
      return res.status(404).json({ error: 'unknown sku' });
    }
    const total = rows.reduce((sum, row) => sum + row.quantity, 0);
    res.json({ sku: req.params.sku, total, locations: rows });
  } catch (err) {
    next(err);
  }
});

app.listen(process.env.PORT || 3000);
