// Worker that forwards finalized lab results to the regional health information exchange
import axios from 'axios';

interface ExchangeSettings {
  host: string;
  port: number;
  apiToken: string;
}

export interface LabResult {
  patientMrn: string;
  testCode: string;
  value: string;
  units: string;
  collectedAt: string;
}

function readSettings(): ExchangeSettings {
  const apiToken = process.env.HIE_API_TOKEN;
  if (!apiToken) throw new Error('HIE_API_TOKEN missing');
  return {
    host: process.env.HIE_HOST || 'hie.region7-health.org',
    port: Number(process.env.HIE_PORT || 80),
    apiToken,
  };
}

class ExchangeClient {
  private readonly baseUrl: string;

  constructor(private readonly settings: ExchangeSettings) {
    this.baseUrl = `http://${settings.host}:${settings.port}/fhir/r4`;
  }

  async submit(bundle: object): Promise<number> {
    const headers = { Authorization: `Bearer ${this.settings.apiToken}`, 'Content-Type': 'application/fhir+json' };
    const res = await axios.post(`${this.baseUrl}/Bundle`, bundle, { headers, timeout: 15000 });
    return res.status;
  }
}

function toObservation(r: LabResult) {
  return {
    resource: {
      resourceType: 'Observation',
      subject: { identifier: { value: r.patientMrn } },
      code: { text: r.testCode },
      valueString: `${r.value} ${r.units}`,
      effectiveDateTime: r.collectedAt,
    },
    request: { method: 'POST', url: 'Observation' },
  };
}

export class ResultForwarder {
  private readonly pending: LabResult[] = [];

  constructor(private readonly client = new ExchangeClient(readSettings())) {}

  enqueue(result: LabResult): void {
    this.pending.push(result);
  }

  async flush(): Promise<number> {
    if (this.pending.length === 0) return 0;
    const batch = this.pending.splice(0, this.pending.length);
    return this.client.submit({ resourceType: 'Bundle', type: 'transaction', entry: batch.map(toObservation) });
  }
}
