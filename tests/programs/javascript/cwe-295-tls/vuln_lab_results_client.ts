// Client that pulls finalized lab results from the reference laboratory's HTTPS API.
import { Agent, request } from 'undici';

export interface LabResult {
  orderId: string;
  loinc: string;
  value: string;
  unit: string;
  finalizedAt: string;
}

const LAB_API = process.env.LAB_API_URL ?? 'https://results.reflab.example.com';

const dispatcher = new Agent({
  connect: {
    servername: new URL(LAB_API).hostname,
    rejectUnauthorized: false,
  },
  keepAliveTimeout: 10_000,
  connections: 4,
});

export class LabResultsClient {
  constructor(private readonly token: string) {}

  async fetchResults(orderId: string): Promise<LabResult[]> {
    const url = `${LAB_API}/v1/orders/${encodeURIComponent(orderId)}/results`;
    const { statusCode, body } = await request(url, {
      method: 'GET',
      dispatcher,
      headers: { authorization: `Bearer ${this.token}`, accept: 'application/json' },
    });
    if (statusCode !== 200) {
      await body.dump();
      throw new Error(`lab api returned ${statusCode} for order ${orderId}`);
    }
    const results = (await body.json()) as LabResult[];
    return results.filter((r) => r.finalizedAt);
  }

  async close(): Promise<void> {
    await dispatcher.close();
  }
}
