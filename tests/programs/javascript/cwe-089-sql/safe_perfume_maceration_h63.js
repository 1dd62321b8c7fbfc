// A perfume maceration program of the h63 set (cwe-089-sql).
// Background worker for the perfumery: builds maceration reports that the
// lab dashboard requests (the dashboard enqueues the filter it received).
const { Worker } = require('bullmq');
const { EventEmitter } = require('node:events');
const mysql = require('mysql2/promise');

class MacerationFilter {
  constructor(data) {
    this.house = String(data.house || '');
    this.accord = String(data.accord || '');
    this.minAgeDays = Number.parseInt(data.minAgeDays, 10) || 0;
  }
}

class FilterChecker {
  check(filter) {
    if (!/^[a-z0-9-]{2,40}$/.test(filter.house)) {
      return { ok: false, reason: 'unknown house code' };
    }
    if (filter.minAgeDays < 0 || filter.minAgeDays > 3650) {
      return { ok: false, reason: 'minimum age out of range' };
    }
    if (filter.accord.length > 80) {
      return { ok: false, reason: 'accord name too long' };
    }
    return { ok: true };
  }
}

class BatchRepository {
  constructor(pool) {
    this.pool = pool;
  }

  async findMaturing(filter) {
    const sql =
      'SELECT batch_id, accord, vessel, started_on FROM maceration_batches ' +
      'WHERE house_code = ? AND accord LIKE ? ' +
      'AND DATEDIFF(CURRENT_DATE, started_on) >= ? ORDER BY started_on';
    const [rows] = await this.pool.query(sql, [filter.house, `%${filter.accord}%`, filter.minAgeDays]);
    return rows;
  }
}

class MaturationReportService {
  constructor(repository, checker, bus) {
    this.repository = repository;
    this.checker = checker;
    this.bus = bus;
  }

  async build(payload) {
    const filter = new MacerationFilter(payload);
    const verdict = this.checker.check(filter);
    if (!verdict.ok) {
      throw new Error(`rejected report request: ${verdict.reason}`);
    }
    const batches = await this.repository.findMaturing(filter);
    const report = { house: filter.house, count: batches.length, batches };
    this.bus.emit('report.ready', report);
    return report;
  }
}

const bus = new EventEmitter();
bus.on('report.ready', (report) => {
  console.log(`maceration report for ${report.house}: ${report.count} batches`);
});

const pool = mysql.createPool({
  host: process.env.MYSQL_HOST,
  user: process.env.MYSQL_USER,
  password: process.env.MYSQL_PASSWORD,
  database: 'atelier',
  connectionLimit: 5,
});

const service = new MaturationReportService(new BatchRepository(pool), new FilterChecker(), bus);

const worker = new Worker(
  'maceration-reports',
  async (job) => service.build(job.data),
  {
    connection: {
      host: process.env.REDIS_HOST,
      port: Number(process.env.REDIS_PORT || 6379),
    },
    concurrency: 2,
  },
);

worker.on('failed', (job, err) => {
  console.error(`report job ${job && job.id} failed: ${err.message}`);
});

module.exports = { MaturationReportService, BatchRepository, FilterChecker };
