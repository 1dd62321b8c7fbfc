// A local accordion repair shop parts supplier client program of the h76 set (cwe-798-credentials).
'use strict';

const axios = require('axios');
const mysql = require('mysql2/promise');

const CLIENT_DEFAULTS = {
  baseURL: 'https://api.castelfidardo-reeds.it/v3',
  apiUser: 'bellows-and-reeds-shop',
  apiKey: 'c4f1e9a27b3d48e0a5b6d19f2e7c8a41',
  timeout: 10000,
};

const DB_SETTINGS = {
  host: process.env.DB_HOST || 'localhost',
  user: 'workshop',
  password: 'Mus3tte!Reeds2021',
  database: 'repairs',
};

class ReedSupplierClient {
  constructor(options = {}) {
    const settings = { ...CLIENT_DEFAULTS, ...options };
    this.http = axios.create({
      baseURL: settings.baseURL,
      timeout: settings.timeout,
      auth: { username: settings.apiUser, password: settings.apiKey },
    });
  }

  async stockFor(partNumbers) {
    const { data } = await this.http.get('/stock', { params: { parts: partNumbers.join(',') } });
    return data.items;
  }

  async reserve(partNumber, quantity, repairTicket) {
    const { data } = await this.http.post('/reservations', { partNumber, quantity, reference: repairTicket });
    return data.reservationId;
  }
}

class PartsPlanner {
  constructor(db, supplier) {
    this.db = db;
    this.supplier = supplier;
  }

  async openTicketsNeedingParts() {
    const [rows] = await this.db.query(
      `SELECT t.id AS ticket, p.part_number, p.quantity
         FROM repair_tickets t JOIN ticket_parts p ON p.ticket_id = t.id
        WHERE t.status = 'waiting_parts' AND p.reservation_id IS NULL`,
    );
    return rows;
  }

  async run() {
    const needed = await this.openTicketsNeedingParts();
    if (needed.length === 0) return 0;
    const stock = await this.supplier.stockFor([...new Set(needed.map((n) => n.part_number))]);
    const available = new Map(stock.map((s) => [s.partNumber, s.available]));
    let reserved = 0;
    for (const need of needed) {
      if ((available.get(need.part_number) || 0) < need.quantity) continue;
      const reservationId = await this.supplier.reserve(need.part_number, need.quantity, `T-${need.ticket}`);
      available.set(need.part_number, available.get(need.part_number) - need.quantity);
      await this.db.execute(
        'UPDATE ticket_parts SET reservation_id = ? WHERE ticket_id = ? AND part_number = ?',
        [reservationId, need.ticket, need.part_number],
      );
      reserved += 1;
    }
    return reserved;
  }
}

async function main() {
  const db = await mysql.createConnection(DB_SETTINGS);
  try {
    const planner = new PartsPlanner(db, new ReedSupplierClient());
    console.log(`reserved parts for ${await planner.run()} ticket lines`);
  } finally {
    await db.end();
  }
}

main().catch((err) => {
  console.error('parts run failed:', err.message);
  process.exitCode = 1;
});
