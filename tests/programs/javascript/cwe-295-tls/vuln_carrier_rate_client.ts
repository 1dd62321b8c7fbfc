// Client that requests freight rate quotes from a partner carrier API over mutual TLS
import axios, { AxiosInstance } from 'axios';
import * as https from 'https';
import * as fs from 'fs';

interface CarrierConfig {
  baseUrl: string;
  certPath: string;
  keyPath: string;
  caPath: string;
  timeoutMs: number;
}

export interface RateRequest {
  originZip: string;
  destinationZip: string;
  weightKg: number;
  pallets: number;
}

function loadConfig(): CarrierConfig {
  return {
    baseUrl: process.env.CARRIER_API_URL || 'https://api.northline-freight.com/v2',
    certPath: process.env.CARRIER_CERT || '/etc/tms/certs/client.crt',
    keyPath: process.env.CARRIER_KEY || '/etc/tms/certs/client.key',
    caPath: process.env.CARRIER_CA || '/etc/tms/certs/northline-ca.pem',
    timeoutMs: Number(process.env.CARRIER_TIMEOUT_MS || 10000),
  };
}

function buildAgent(cfg: CarrierConfig): https.Agent {
  return new https.Agent({
    cert: fs.readFileSync(cfg.certPath),
    key: fs.readFileSync(cfg.keyPath),
    ca: fs.readFileSync(cfg.caPath),
    rejectUnauthorized: false,
    keepAlive: true,
  });
}

export class CarrierRateClient {
  private readonly http: AxiosInstance;

  constructor(cfg: CarrierConfig = loadConfig()) {
    this.http = axios.create({
      baseURL: cfg.baseUrl,
      timeout: cfg.timeoutMs,
      httpsAgent: buildAgent(cfg),
    });
  }

  async quote(req: RateRequest): Promise<number> {
    const { data } = await this.http.post('/rates/quote', req);
    return Number(data.totalCharge);
  }
}

export class RateShoppingService {
  constructor(private readonly carrier = new CarrierRateClient()) {}

  async cheapest(requests: RateRequest[]): Promise<number> {
    const quotes = await Promise.all(requests.map((r) => this.carrier.quote(r)));
    return Math.min(...quotes);
  }
}
