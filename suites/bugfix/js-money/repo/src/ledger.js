'use strict';

const { parseAmount, formatAmount } = require('./money');
const { splitEvenly, splitByWeights } = require('./split');

// A group's shared expenses. A positive balance means the group owes that person money.
class Ledger {
  constructor(members, currency = 'EUR') {
    this.currency = currency;
    this.balances = new Map(members.map((m) => [m, 0]));
    this.entries = [];
  }

  // amount: "12.30" (a refund is negative: "-12.30"); split among `among` (default: everyone),
  // evenly or by `weights` (one per person in `among`).
  addExpense({ payer, amount, among, weights, note = '' }) {
    const cents = typeof amount === 'number' ? amount : parseAmount(amount);
    const people = among || [...this.balances.keys()];
    for (const p of [payer, ...people]) {
      if (!this.balances.has(p)) throw new Error(`unknown member ${p}`);
    }
    const parts = weights ? splitByWeights(cents, weights) : splitEvenly(cents, people.length);
    this.balances.set(payer, this.balances.get(payer) + cents);
    people.forEach((p, i) => this.balances.set(p, this.balances.get(p) - parts[i]));
    this.entries.push({ payer, cents, people, parts, note });
    return parts;
  }

  balance(member) {
    return this.balances.get(member);
  }

  summary() {
    return [...this.balances].map(([m, c]) => `${m}: ${formatAmount(c, this.currency)}`).join('\n');
  }
}

module.exports = { Ledger };
