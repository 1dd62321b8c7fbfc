// Client used by the clinic backend to pull finished lab results from the reference laboratory
import axios, { AxiosInstance } from 'axios';
import https from 'node:https';
import fs from 'node:fs';

export interface LabResult {
  accession: string;
  patientMrn: string;
  panel: string;
  values: Array<{ code: string; value: number; unit: string; flag?: 'H' | 'L' }>;
  finalizedAt: string;
}

interface LabClientConfig {
  baseURL: string;
  clientCertPath: string;
  clientKeyPath: string;
}

export class ReferenceLabClient {
  private readonly http: AxiosInstance;

  constructor(cfg: LabClientConfig) {
    const agent = new https.Agent({
      cert: fs.readFileSync(cfg.clientCertPath),
      key: fs.readFileSync(cfg.clientKeyPath),
      keepAlive: true,
      rejectUnauthorized: false,
    });
    this.http = axios.create({ baseURL: cfg.baseURL, httpsAgent: agent, timeout: 15_000 });
  }

  async resultsSince(since: Date): Promise<LabResult[]> {
    const { data } = await this.http.get<LabResult[]>('/v2/results', {
      params: { finalizedAfter: since.toISOString(), status: 'final' },
    });
    return data;
  }

  async acknowledge(accession: string): Promise<void> {
    await this.http.post(`/v2/results/${encodeURIComponent(accession)}/ack`);
  }
}

export function createLabClient(): ReferenceLabClient {
  return new ReferenceLabClient({
    baseURL: process.env.REFLAB_URL ?? 'https://api.reflab.example.net',
    clientCertPath: process.env.REFLAB_CERT ?? '/etc/clinic/reflab/client.crt',
    clientKeyPath: process.env.REFLAB_KEY ?? '/etc/clinic/reflab/client.key',
  });
}
