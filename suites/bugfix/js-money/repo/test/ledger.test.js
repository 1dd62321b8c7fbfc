'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { Ledger } = require('../src/ledger');

test('dinner split evenly', () => {
  const l = new Ledger(['ana', 'ben', 'cho']);
  l.addExpense({ payer: 'ana', amount: '90.00', note: 'dinner' });
  assert.deepStrictEqual([l.balance('ana'), l.balance('ben'), l.balance('cho')], [6000, -3000, -3000]);
});

test('rent by shares', () => {
  const l = new Ledger(['ana', 'ben', 'cho']);
  l.addExpense({ payer: 'ben', amount: '1200', weights: [2, 1, 1] });
  assert.deepStrictEqual([l.balance('ana'), l.balance('ben'), l.balance('cho')], [-60000, 90000, -30000]);
  assert.strictEqual(l.summary(), 'ana: -600.00 EUR\nben: 900.00 EUR\ncho: -300.00 EUR');
});

test('subset of members', () => {
  const l = new Ledger(['ana', 'ben', 'cho']);
  l.addExpense({ payer: 'cho', amount: '10', among: ['ben', 'cho'] });
  assert.deepStrictEqual([l.balance('ana'), l.balance('ben'), l.balance('cho')], [0, -500, 500]);
  assert.throws(() => l.addExpense({ payer: 'dan', amount: '1' }), /unknown member/);
});
