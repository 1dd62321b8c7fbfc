// HTTP client for the partner inventory API used by the nightly stock sync worker.
import axios, { AxiosInstance } from 'axios';
import https from 'https';
import fs from 'fs';

const PARTNER_CA_PATH = process.env.PARTNER_CA_PATH ?? '/etc/ssl/partner/ca-chain.pem';

export interface InventoryItem {
  sku: string;
  quantity: number;
  warehouse: string;
}

export interface PartnerConfig {
  baseURL: string;
  apiKey: string;
  timeoutMs?: number;
}

function buildAgent(): https.Agent {
  return new https.Agent({
    keepAlive: true,
    maxSockets: 20,
    ca: fs.readFileSync(PARTNER_CA_PATH),
    minVersion: 'TLSv1.2',
  });
}

export class PartnerInventoryClient {
  private readonly http: AxiosInstance;

  constructor(cfg: PartnerConfig) {
    this.http = axios.create({
      baseURL: cfg.baseURL,
      timeout: cfg.timeoutMs ?? 10_000,
      httpsAgent: buildAgent(),
      headers: { Authorization: `Bearer ${cfg.apiKey}`, Accept: 'application/json' },
    });
  }

  async fetchPage(cursor?: string): Promise<{ items: InventoryItem[]; next?: string }> {
    const { data } = await this.http.get('/v2/inventory', { params: { cursor, limit: 500 } });
    return data;
  }

  async fetchAll(): Promise<InventoryItem[]> {
    const all: InventoryItem[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.fetchPage(cursor);
      all.push(...page.items);
      cursor = page.next;
    } while (cursor);
    return all;
  }
}

export function clientFromEnv(): PartnerInventoryClient {
  const baseURL = process.env.PARTNER_API_URL;
  const apiKey = process.env.PARTNER_API_KEY;
  if (!baseURL || !apiKey) throw new Error('PARTNER_API_URL and PARTNER_API_KEY are required');
  return new PartnerInventoryClient({ baseURL, apiKey });
}
