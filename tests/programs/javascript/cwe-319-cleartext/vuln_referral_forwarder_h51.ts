// Next.js route handler forwarding a clinician's imaging referral to the partner imaging centre
import { NextRequest, NextResponse } from 'next/server';
import { getServerSession } from 'next-auth';
import { authOptions } from '@/lib/auth';

type Referral = {
  patientMrn: string;
  patientName: string;
  dateOfBirth: string;
  modality: 'MRI' | 'CT' | 'US' | 'XR';
  clinicalQuestion: string;
  urgency: 'routine' | 'urgent';
};

const PARTNER_ENDPOINTS: Record<string, string> = {
  north: 'http://referrals.northside-imaging.example.org/api/v1/referrals',
  harbour: 'http://ris.harbour-radiology.example.net/intake',
};

function partnerUrl(site: string): string | undefined {
  return Object.hasOwn(PARTNER_ENDPOINTS, site) ? PARTNER_ENDPOINTS[site] : undefined;
}

export async function POST(req: NextRequest) {
  const session = await getServerSession(authOptions);
  if (!session?.user) {
    return NextResponse.json({ error: 'unauthorised' }, { status: 401 });
  }

  const site = req.nextUrl.searchParams.get('site') ?? 'north';
  const target = partnerUrl(site);
  if (!target) {
    return NextResponse.json({ error: 'unknown partner site' }, { status: 400 });
  }

  const referral = (await req.json()) as Referral;
  const upstream = await fetch(target, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${process.env.IMAGING_PARTNER_TOKEN}`,
    },
    body: JSON.stringify({ ...referral, referrer: session.user.email }),
  });

  if (!upstream.ok) {
    return NextResponse.json({ error: 'partner rejected referral' }, { status: 502 });
  }
  const { referralId } = (await upstream.json()) as { referralId: string };
  return NextResponse.json({ referralId, site });
}
