// A quote formula program of the h68 set (cwe-094-code).
// vintage car restorers: previews a restoration quote from the workshop's pricing formula
import { NextResponse } from 'next/server';

const VARIABLES = Object.freeze(['hours', 'rate', 'parts', 'paint', 'chrome', 'markup']);
const FORMULA_CHARS = /[0-9a-z_+\-*/().\s]+/i;
const DEFAULT_FORMULA = 'hours * rate + parts * (1 + markup) + paint + chrome';

const DEFAULTS = { rate: 85, markup: 0.15, paint: 0, chrome: 0 };

const compiled = new Map();

const checkFormula = (formula) => FORMULA_CHARS.test(formula);

const compile = (formula) => {
  let fn = compiled.get(formula);
  if (!fn) {
    fn = new Function(...VARIABLES, `"use strict"; return (${formula});`);
    compiled.set(formula, fn);
  }
  return fn;
};

const round2 = (n) => Math.round(n * 100) / 100;

export async function POST(request) {
  const body = await request.json().catch(() => null);
  if (!body) return NextResponse.json({ error: 'JSON body required' }, { status: 400 });

  const { formula = DEFAULT_FORMULA, vehicle: { make, model, year } = {}, lines = [] } = body;
  if (formula.length > 200 || !checkFormula(formula)) {
    return NextResponse.json({ error: 'formula contains unsupported characters' }, { status: 400 });
  }

  // sum the quote lines per category, e.g. { hours: 120, parts: 2400, paint: 1800 }
  const totals = lines.reduce((acc, { category, amount = 0 }) => {
    acc[category] = (acc[category] ?? 0) + Number(amount);
    return acc;
  }, {});
  const inputs = { ...DEFAULTS, hours: 0, parts: 0, ...totals };

  let total;
  try {
    total = compile(formula)(...VARIABLES.map((name) => Number(inputs[name]) || 0));
  } catch (err) {
    return NextResponse.json({ error: `formula error: ${err.message}` }, { status: 422 });
  }
  if (!Number.isFinite(total)) {
    return NextResponse.json({ error: 'formula did not produce a number' }, { status: 422 });
  }

  const vat = round2(total * 0.2);
  return NextResponse.json({
    vehicle: [year, make, model].filter(Boolean).join(' ') || 'unspecified',
    inputs: Object.fromEntries(VARIABLES.map((name) => [name, inputs[name] ?? 0])),
    net: round2(total),
    vat,
    gross: round2(total + vat),
  });
}
