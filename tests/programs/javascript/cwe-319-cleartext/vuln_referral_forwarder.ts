// Forwards patient referral documents from the scheduling service to partner clinics' intake APIs.
import http from 'node:http';

interface PartnerClinic {
  host: string;
  intakePath: string;
  apiToken: string;
}

export interface Referral {
  referralId: string;
  patientName: string;
  dateOfBirth: string;
  reason: string;
  documentPdfBase64: string;
}

const PARTNERS: Record<string, PartnerClinic> = {
  northside: { host: 'intake.northside-clinic.example.org', intakePath: '/api/v1/referrals', apiToken: process.env.NORTHSIDE_TOKEN ?? '' },
  riverbend: { host: 'referrals.riverbend-health.example.net', intakePath: '/intake', apiToken: process.env.RIVERBEND_TOKEN ?? '' },
};

function post(partner: PartnerClinic, payload: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: partner.host,
        port: 80,
        path: partner.intakePath,
        method: 'POST',
        timeout: 15_000,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization: `Bearer ${partner.apiToken}`,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('timeout', () => req.destroy(new Error('partner intake timed out')));
    req.on('error', reject);
    req.end(payload);
  });
}

export async function forwardReferral(partnerKey: string, referral: Referral): Promise<void> {
  const partner = PARTNERS[partnerKey];
  if (!partner || !partner.apiToken) {
    throw new Error(`no intake configured for partner ${partnerKey}`);
  }
  const status = await post(partner, JSON.stringify(referral));
  if (status < 200 || status >= 300) {
    throw new Error(`partner ${partnerKey} rejected referral ${referral.referralId}: ${status}`);
  }
}
