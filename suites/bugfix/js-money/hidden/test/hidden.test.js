'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { splitEvenly, splitByWeights } = require('../src/split');
const { Ledger } = require('../src/ledger');

const sum = (xs) => xs.reduce((a, b) => a + b, 0);

test('even split never loses or invents a cent', () => {
  assert.deepStrictEqual(splitEvenly(10000, 3), [3334, 3333, 3333]);
  assert.deepStrictEqual(splitEvenly(200, 3), [67, 67, 66]);
  assert.deepStrictEqual(splitEvenly(5, 7), [1, 1, 1, 1, 1, 0, 0]);
  for (let cents = 0; cents < 500; cents += 7) {
    for (let n = 1; n <= 9; n++) {
      const parts = splitEvenly(cents, n);
      assert.strictEqual(sum(parts), cents, `${cents} / ${n}`);
      assert.ok(Math.max(...parts) - Math.min(...parts) <= 1, `${cents} / ${n}: ${parts}`);
    }
  }
});

test('split by weights adds up', () => {
  assert.deepStrictEqual(splitByWeights(1000, [1, 1, 1]), [334, 333, 333]);
  assert.deepStrictEqual(splitByWeights(1001, [50, 30, 20]), [501, 300, 200]);
  assert.deepStrictEqual(splitByWeights(100, [1, 1, 1, 1, 1, 1]), [17, 17, 17, 17, 16, 16]);
  assert.deepStrictEqual(splitByWeights(10, [1, 2]), [3, 7]);
  assert.strictEqual(sum(splitByWeights(99999, [3, 7, 11, 13])), 99999);
});

test('a refund mirrors the original split', () => {
  assert.deepStrictEqual(splitEvenly(-10000, 3), [-3334, -3333, -3333]);
  assert.deepStrictEqual(splitByWeights(-1001, [50, 30, 20]), [-501, -300, -200]);
  for (const [cents, n] of [[100, 3], [2, 3], [1999, 6]]) {
    assert.deepStrictEqual(splitEvenly(-cents, n), splitEvenly(cents, n).map((c) => -c || 0));
  }
});

test('ledger balances always net to zero', () => {
  const l = new Ledger(['ana', 'ben', 'cho']);
  l.addExpense({ payer: 'ana', amount: '100.00', note: 'groceries' });
  assert.strictEqual(sum([...l.balances.values()]), 0);
  assert.deepStrictEqual([l.balance('ana'), l.balance('ben'), l.balance('cho')], [6666, -3333, -3333]);
  l.addExpense({ payer: 'ben', amount: '2.00', weights: [1, 1, 1] });
  assert.strictEqual(sum([...l.balances.values()]), 0);
});

test('refunding an expense restores every balance', () => {
  const l = new Ledger(['ana', 'ben', 'cho']);
  l.addExpense({ payer: 'cho', amount: '10.00', note: 'tickets' });
  l.addExpense({ payer: 'cho', amount: '-10.00', note: 'tickets refunded' });
  assert.deepStrictEqual([l.balance('ana'), l.balance('ben'), l.balance('cho')], [0, 0, 0]);
});
