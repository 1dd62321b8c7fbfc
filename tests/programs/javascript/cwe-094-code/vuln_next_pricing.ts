// Next.js API route previewing a price after applying a pricing formula
import type { NextApiRequest, NextApiResponse } from 'next';

export default function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.status(405).end();
    return;
  }
  const { formula, price } = req.body ?? {};
  const p = Number(price);
  if (typeof formula !== 'string' || Number.isNaN(p)) {
    res.status(400).json({ error: 'formula and price required' });
    return;
  }
  const apply = new Function('price', `return (${formula});`) as (price: number) => number;
  res.status(200).json({ price: p, result: apply(p) });
}
