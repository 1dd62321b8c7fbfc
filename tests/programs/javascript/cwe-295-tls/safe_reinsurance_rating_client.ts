// Client for the external reinsurance rating API used when quoting commercial property policies
import axios, { AxiosInstance } from 'axios';
import https from 'https';
import fs from 'fs';

interface RatingConfig {
  baseURL: string;
  caFile: string;
  timeoutMs: number;
  strictTls: boolean;
}

export interface QuoteRequest {
  policyType: 'property' | 'marine' | 'liability';
  insuredValue: number;
  postcode: string;
  constructionClass: string;
}

const config: RatingConfig = {
  baseURL: process.env.RATING_API_URL ?? 'https://rating.reinsure-partner.example/api/v2',
  caFile: process.env.RATING_CA_FILE ?? '/etc/ssl/partners/rating-ca.pem',
  timeoutMs: 8000,
  strictTls: true,
};

function createAgent(cfg: RatingConfig): https.Agent {
  return new https.Agent({
    keepAlive: true,
    ca: fs.readFileSync(cfg.caFile),
    rejectUnauthorized: cfg.strictTls,
  });
}

export class RatingClient {
  private readonly http: AxiosInstance;

  constructor(cfg: RatingConfig = config) {
    this.http = axios.create({
      baseURL: cfg.baseURL,
      timeout: cfg.timeoutMs,
      httpsAgent: createAgent(cfg),
      headers: { 'X-Api-Key': process.env.RATING_API_KEY ?? '' },
    });
  }

  async quote(req: QuoteRequest): Promise<{ premium: number; loading: number }> {
    const { data } = await this.http.post('/quotes', req);
    return { premium: Number(data.premium), loading: Number(data.loading ?? 0) };
  }
}
