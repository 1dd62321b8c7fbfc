// Next.js API route that returns monthly order totals for a merchant using Prisma.
import type { NextApiRequest, NextApiResponse } from 'next';
import { PrismaClient } from '@prisma/client';

const prisma = new PrismaClient();

type Totals = { month: string; total: number }[];

function parseRange(q: NextApiRequest['query']) {
  const from = typeof q.from === 'string' ? q.from : '2024-01-01';
  const to = typeof q.to === 'string' ? q.to : new Date().toISOString().slice(0, 10);
  return { from, to };
}

async function monthlyTotals(merchantId: string, from: string, to: string): Promise<Totals> {
  return prisma.$queryRaw<Totals>`
    SELECT to_char(created_at, 'YYYY-MM') AS month, SUM(amount_cents)::float / 100 AS total
      FROM orders
     WHERE merchant_id = ${merchantId}
       AND created_at BETWEEN ${from}::date AND ${to}::date
     GROUP BY 1 ORDER BY 1`;
}

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).end();
  }
  const merchantId = req.headers['x-merchant-id'];
  if (typeof merchantId !== 'string' || !/^[0-9a-f-]{36}$/.test(merchantId)) {
    return res.status(400).json({ error: 'missing merchant' });
  }
  const { from, to } = parseRange(req.query);
  const rows = await monthlyTotals(merchantId, from, to);
  res.status(200).json(rows);
}
