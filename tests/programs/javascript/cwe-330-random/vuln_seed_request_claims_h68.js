// A seed request claims program of the h68 set (cwe-330-random).
// seed banks: community gardeners request heritage seed parcels and get a link to collect or track them
import { NextResponse } from 'next/server';
import { db } from '@/lib/db';
import { sendMail } from '@/lib/mailer';

const MAX_VARIETIES = 6;
const CLAIM_TTL_DAYS = 30;

const claimCode = (length = 20) =>
  Array.from({ length }, () => Math.random().toString(36).charAt(2)).join('');

const validItems = (items = []) =>
  items
    .filter(({ accession, packets = 1 }) => /^[A-Z]{2,4}-\d{3,6}$/.test(accession ?? '') && packets > 0)
    .map(({ accession, packets = 1 }) => ({ accession, packets: Math.min(packets, 3) }))
    .slice(0, MAX_VARIETIES);

export async function POST(request) {
  const payload = await request.json().catch(() => ({}));
  const { gardener: { name, email, postcode } = {}, items, pickup = 'post' } = payload ?? {};
  if (!email?.includes('@') || !name) {
    return NextResponse.json({ error: 'name and email are required' }, { status: 400 });
  }

  const parcel = validItems(items);
  if (parcel.length === 0) {
    return NextResponse.json({ error: 'choose at least one variety' }, { status: 400 });
  }

  const stock = await db.accession.findMany({
    where: { code: { in: parcel.map((p) => p.accession) }, packetsAvailable: { gt: 0 } },
    select: { code: true, commonName: true, packetsAvailable: true },
  });
  const available = new Map(stock.map((s) => [s.code, s]));
  const confirmed = parcel.filter(({ accession }) => available.has(accession));

  const code = claimCode();
  const expiresAt = new Date(Date.now() + CLAIM_TTL_DAYS * 86_400_000);
  await db.seedRequest.create({
    data: {
      claimCode: code,
      gardenerName: name,
      gardenerEmail: email.toLowerCase(),
      postcode: postcode ?? null,
      pickup,
      expiresAt,
      items: { create: confirmed.map(({ accession, packets }) => ({ accessionCode: accession, packets })) },
    },
  });

  const claimUrl = new URL(`/claims/${code}`, request.nextUrl.origin);
  await sendMail({
    to: email,
    subject: 'Your seed parcel request',
    text: [
      `Hello ${name},`,
      '',
      ...confirmed.map(({ accession, packets }) => `- ${available.get(accession).commonName} (${accession}) x${packets}`),
      '',
      `Track or change your request here: ${claimUrl}`,
    ].join('\n'),
  });

  return NextResponse.json(
    { requested: parcel.length, confirmed: confirmed.length, expiresAt: expiresAt.toISOString() },
    { status: 201 },
  );
}
