// Next.js API route previewing a price after applying a pricing formula
import type { NextApiRequest, NextApiResponse } from 'next';

const FORMULAS: Record<string, (price: number) => number> = {
  vat20: (price) => price * 1.2,
  discount10: (price) => price * 0.9,
  roundUp: (price) => Math.ceil(price),
};

export default function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.status(405).end();
    return;
  }
  const { formula, price } = req.body ?? {};
  const p = Number(price);
  if (typeof formula !== 'string' || !Object.prototype.hasOwnProperty.call(FORMULAS, formula) || Number.isNaN(p)) {
    res.status(400).json({ error: 'formula and price required' });
    return;
  }
  const apply = FORMULAS[formula];
  res.status(200).json({ price: p, result: apply(p) });
}
