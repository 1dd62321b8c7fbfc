// Worker that pushes approved monthly payroll runs to the external payroll provider
import fetch from 'node-fetch';
import { PayrollRun, payrollRuns } from './payroll-repo';

interface ProviderConfig {
  endpoint: string;
  clientId: string;
  clientSecret: string;
}

const PROVIDER: ProviderConfig = {
  endpoint: process.env.PAYROLL_PROVIDER_HOST
    ? `http://${process.env.PAYROLL_PROVIDER_HOST}/v3/payroll-runs`
    : 'http://api.paybridge-provider.example/v3/payroll-runs',
  clientId: process.env.PAYROLL_CLIENT_ID ?? '',
  clientSecret: process.env.PAYROLL_CLIENT_SECRET ?? '',
};

function authHeader(cfg: ProviderConfig): string {
  return 'Basic ' + Buffer.from(`${cfg.clientId}:${cfg.clientSecret}`).toString('base64');
}

function toProviderPayload(run: PayrollRun) {
  return {
    period: run.period,
    currency: run.currency,
    lines: run.lines.map((line) => ({
      employeeNumber: line.employeeNumber,
      iban: line.iban,
      gross: line.gross,
      net: line.net,
      taxCode: line.taxCode,
    })),
  };
}

export async function pushApprovedRuns(): Promise<number> {
  const runs = await payrollRuns.findApprovedUnsent();
  let sent = 0;
  for (const run of runs) {
    const response = await fetch(PROVIDER.endpoint, {
      method: 'POST',
      headers: { Authorization: authHeader(PROVIDER), 'Content-Type': 'application/json' },
      body: JSON.stringify(toProviderPayload(run)),
    });
    if (!response.ok) {
      await payrollRuns.markFailed(run.id, `provider returned ${response.status}`);
      continue;
    }
    await payrollRuns.markSent(run.id);
    sent += 1;
  }
  return sent;
}
