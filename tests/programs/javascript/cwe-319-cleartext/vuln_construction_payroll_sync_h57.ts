// Construction site timesheet job: batches approved crew hours and posts them to the payroll provider
import http from 'http';
import { Pool } from 'pg';

class PayrollSettings {
  readonly host = process.env.PAYROLL_HOST ?? 'payroll.buildpay.example';
  readonly port = 80;
  readonly path = '/api/v2/timesheets';
  readonly username = process.env.PAYROLL_USER ?? '';
  readonly password = process.env.PAYROLL_PASSWORD ?? '';
}

interface TimesheetLine { workerId: string; siteCode: string; date: string; hours: number; }

class TimesheetRepository {
  constructor(private readonly pool: Pool) {}

  async approvedSince(since: Date): Promise<TimesheetLine[]> {
    const { rows } = await this.pool.query<TimesheetLine>(
      `SELECT worker_id AS "workerId", site_code AS "siteCode", work_date::text AS date, hours
       FROM timesheets WHERE approved_at > $1 ORDER BY work_date`,
      [since],
    );
    return rows;
  }
}

class PayrollClient {
  constructor(private readonly settings: PayrollSettings) {}

  post(lines: TimesheetLine[]): Promise<number> {
    const body = JSON.stringify({ lines });
    const auth = Buffer.from(`${this.settings.username}:${this.settings.password}`).toString('base64');
    const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Basic ${auth}` };
    return new Promise((resolve, reject) => {
      const { host, port, path } = this.settings;
      const req = http.request({ host, port, path, method: 'POST', headers, timeout: 15000 }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end(body);
    });
  }
}

export class TimesheetSyncJob {
  constructor(private readonly repo: TimesheetRepository, private readonly client: PayrollClient, private readonly batchSize = 200) {}

  async run(since: Date): Promise<number> {
    const lines = await this.repo.approvedSince(since);
    let sent = 0;
    for (let i = 0; i < lines.length; i += this.batchSize) {
      const batch = lines.slice(i, i + this.batchSize);
      const status = await this.client.post(batch);
      if (status < 200 || status >= 300) throw new Error(`payroll rejected batch at ${i}: HTTP ${status}`);
      sent += batch.length;
    }
    return sent;
  }
}

if (require.main === module) {
  const job = new TimesheetSyncJob(new TimesheetRepository(new Pool()), new PayrollClient(new PayrollSettings()));
  const since = process.argv[2] ? new Date(process.argv[2]) : new Date(Date.now() - 7 * 86400000);
  job.run(since)
    .then((n) => console.log(`synced ${n} timesheet lines`))
    .catch((e) => { console.error(e.message); process.exitCode = 1; });
}
