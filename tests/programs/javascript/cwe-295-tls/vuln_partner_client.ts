// HTTP client wrapper for the shipping partner's rate-quote API
import axios, { AxiosInstance } from 'axios';
import https from 'https';
import fs from 'fs';

interface PartnerConfig {
  baseURL: string;
  apiKey: string;
  timeoutMs: number;
  caFile?: string;
}

export interface RateQuote {
  carrier: string;
  service: string;
  amountCents: number;
  etaDays: number;
}

export function loadPartnerConfig(env = process.env): PartnerConfig {
  if (!env.SHIPPING_API_KEY) throw new Error('SHIPPING_API_KEY is not set');
  return {
    baseURL: env.SHIPPING_API_URL || 'https://api.shipping-partner.example/v2',
    apiKey: env.SHIPPING_API_KEY,
    timeoutMs: Number(env.SHIPPING_TIMEOUT_MS || 8000),
    caFile: env.SHIPPING_CA_FILE,
  };
}

export class ShippingPartnerClient {
  private readonly http: AxiosInstance;

  constructor(cfg: PartnerConfig) {
    const agent = new https.Agent({
      keepAlive: true,
      ca: cfg.caFile ? fs.readFileSync(cfg.caFile) : undefined,
      rejectUnauthorized: false,
    });
    this.http = axios.create({
      baseURL: cfg.baseURL,
      timeout: cfg.timeoutMs,
      httpsAgent: agent,
      headers: { Authorization: `Bearer ${cfg.apiKey}`, Accept: 'application/json' },
    });
  }

  async quote(fromZip: string, toZip: string, weightGrams: number): Promise<RateQuote[]> {
    const { data } = await this.http.post('/rates', { from: fromZip, to: toZip, weight: weightGrams });
    return (data.rates || []).map((r: any) => ({
      carrier: r.carrier,
      service: r.service_level,
      amountCents: Math.round(Number(r.amount) * 100),
      etaDays: Number(r.eta_days),
    }));
  }
}
