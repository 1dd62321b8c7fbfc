// Unseen set h59: pharmacy reorder job
'use strict';

// Pharmacy chain: a nightly job looks for medicines that dropped below their
// reorder level in each branch and places replenishment orders with the
// wholesaler's ordering API (account number + API token in headers).

const axios = require('axios');
const cron = require('node-cron');
const mysql = require('mysql2/promise');

const WHOLESALER_ORDERS_URL = 'http://orders.medisupply-wholesale.co.uk/api/v3/orders';

class StockRepository {
  constructor(pool) {
    this.pool = pool;
  }

  async belowReorderLevel() {
    const [rows] = await this.pool.execute(
      `SELECT s.branch_id, s.pip_code, p.description, s.on_hand, p.reorder_level, p.reorder_qty
         FROM stock s JOIN products p ON p.pip_code = s.pip_code
        WHERE s.on_hand < p.reorder_level AND p.discontinued = 0`,
    );
    return rows;
  }

  markOrdered(branchId, pipCode, orderRef) {
    return this.pool.execute(
      'INSERT INTO pending_orders (branch_id, pip_code, wholesaler_ref, placed_at) VALUES (?, ?, ?, NOW())',
      [branchId, pipCode, orderRef],
    );
  }
}

class WholesalerClient {
  constructor(http, accountNumber, apiToken) {
    this.http = http;
    this.accountNumber = accountNumber;
    this.apiToken = apiToken;
  }

  async placeOrder(branchId, lines) {
    const res = await this.http.post(WHOLESALER_ORDERS_URL, {
      deliverTo: branchId,
      lines: lines.map((l) => ({ pip: l.pip_code, quantity: l.reorder_qty })),
    }, {
      headers: {
        'X-Account-Number': this.accountNumber,
        Authorization: `Token ${this.apiToken}`,
      },
      timeout: 15000,
    });
    return res.data.orderReference;
  }
}

class ReplenishmentJob {
  constructor(stock, wholesaler) {
    this.stock = stock;
    this.wholesaler = wholesaler;
  }

  async run() {
    const low = await this.stock.belowReorderLevel();
    const byBranch = new Map();
    for (const row of low) {
      if (!byBranch.has(row.branch_id)) byBranch.set(row.branch_id, []);
      byBranch.get(row.branch_id).push(row);
    }
    for (const [branchId, lines] of byBranch) {
      const ref = await this.wholesaler.placeOrder(branchId, lines);
      for (const line of lines) await this.stock.markOrdered(branchId, line.pip_code, ref);
      console.log(`branch ${branchId}: ordered ${lines.length} lines (${ref})`);
    }
  }
}

const pool = mysql.createPool({
  uri: process.env.PHARMACY_DB_URL,
  ssl: { rejectUnauthorized: true },
});
const job = new ReplenishmentJob(
  new StockRepository(pool),
  new WholesalerClient(axios.create(), process.env.WHOLESALER_ACCOUNT, process.env.WHOLESALER_API_TOKEN),
);

cron.schedule('30 2 * * *', () => {
  job.run().catch((err) => console.error(`replenishment failed: ${err.message}`));
});
