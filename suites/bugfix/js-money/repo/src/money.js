'use strict';

// Amounts are kept as integer cents. Parsing and formatting happen only at the edges.

function parseAmount(text) {
  const m = /^\s*(-)?(\d+)(?:[.,](\d{1,2}))?\s*$/.exec(String(text));
  if (!m) throw new RangeError(`not an amount: ${text}`);
  const cents = Number(m[2]) * 100 + Number((m[3] || '0').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

function formatAmount(cents, currency = 'EUR') {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')} ${currency}`;
}

module.exports = { parseAmount, formatAmount };
