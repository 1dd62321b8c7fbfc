// Print shop paper-stock supplier client with retries, used by the reorder service and a nightly CLI run
import axios, { AxiosInstance } from 'axios';
import https from 'https';
import fs from 'fs';

export class SupplierSettings {
  constructor(
    readonly baseUrl = process.env.SUPPLIER_URL ?? 'https://api.paperco.example/v2',
    readonly caFile = process.env.SUPPLIER_CA ?? '/etc/printshop/paperco-ca.pem',
    readonly apiKey = process.env.SUPPLIER_API_KEY ?? '',
  ) {}
}

export interface StockLevel { sku: string; sheets: number; }

async function withRetry<T>(fn: () => Promise<T>, attempts = 3, delayMs = 500): Promise<T> {
  let lastError: unknown;
  for (let i = 0; i < attempts; i++) {
    try { return await fn(); } catch (e) {
      lastError = e;
      await new Promise((r) => setTimeout(r, delayMs * (i + 1)));
    }
  }
  throw lastError;
}

export class SupplierClient {
  private readonly http: AxiosInstance;

  constructor(settings: SupplierSettings) {
    const agent = new https.Agent({
      ca: fs.readFileSync(settings.caFile),
      rejectUnauthorized: true,
      keepAlive: true,
    });
    const headers = { Authorization: `Bearer ${settings.apiKey}` };
    this.http = axios.create({ baseURL: settings.baseUrl, httpsAgent: agent, timeout: 8000, headers });
  }

  stock(sku: string): Promise<StockLevel> {
    return withRetry(async () => (await this.http.get<StockLevel>(`/stock/${encodeURIComponent(sku)}`)).data);
  }

  reorder(sku: string, sheets: number): Promise<{ orderId: string }> {
    return withRetry(async () => (await this.http.post('/orders', { sku, sheets })).data);
  }
}

export class ReorderService {
  constructor(private readonly client: SupplierClient, private readonly threshold = 5000) {}

  async check(skus: string[]): Promise<string[]> {
    const placed: string[] = [];
    for (const sku of skus) {
      const level = await this.client.stock(sku);
      if (level.sheets < this.threshold) placed.push((await this.client.reorder(sku, this.threshold * 4)).orderId);
    }
    return placed;
  }
}

if (require.main === module) {
  new ReorderService(new SupplierClient(new SupplierSettings()))
    .check(process.argv.slice(2))
    .then((ids) => console.log('orders placed:', ids.join(', ') || 'none'))
    .catch((e) => { console.error(e); process.exitCode = 1; });
}
