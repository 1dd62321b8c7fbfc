// Client used by the shipping line's scheduler to fetch berth allocations from the port authority API.
import axios, { AxiosInstance } from 'axios';
import * as https from 'https';
import * as fs from 'fs';

interface PortApiConfig {
  baseUrl: string;
  apiToken: string;
  caBundlePath: string;
  timeoutMs: number;
}

function loadConfig(): PortApiConfig {
  const apiToken = process.env.PORT_API_TOKEN;
  if (!apiToken) throw new Error('PORT_API_TOKEN is not set');
  return {
    baseUrl: process.env.PORT_API_URL ?? 'https://api.portauthority.example/v2',
    apiToken,
    caBundlePath: process.env.PORT_API_CA ?? '/etc/ssl/certs/port-authority-ca.pem',
    timeoutMs: Number(process.env.PORT_API_TIMEOUT_MS ?? 10000),
  };
}

export interface BerthAllocation {
  berthId: string;
  vesselImo: string;
  eta: string;
  etd: string;
}

export class PortAuthorityClient {
  private readonly http: AxiosInstance;

  constructor(config: PortApiConfig) {
    const agent = new https.Agent({
      keepAlive: true,
      ca: fs.readFileSync(config.caBundlePath),
      rejectUnauthorized: true,
    });
    this.http = axios.create({
      baseURL: config.baseUrl,
      timeout: config.timeoutMs,
      httpsAgent: agent,
      headers: { Authorization: `Bearer ${config.apiToken}` },
    });
  }

  async allocations(portCode: string, day: string): Promise<BerthAllocation[]> {
    const { data } = await this.http.get<BerthAllocation[]>(`/ports/${encodeURIComponent(portCode)}/berths`, {
      params: { day },
    });
    return data;
  }
}

export async function syncBerths(portCode: string): Promise<number> {
  const client = new PortAuthorityClient(loadConfig());
  const today = new Date().toISOString().slice(0, 10);
  const allocations = await client.allocations(portCode, today);
  return allocations.length;
}
