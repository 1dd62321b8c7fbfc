import test from 'node:test';
import assert from 'node:assert/strict';
import { tokenize, highlight } from '../src/tokenize.mjs';
import { SearchIndex } from '../src/index.mjs';

test('lower-cases and splits on punctuation', () => {
  assert.deepEqual(tokenize('Reset your PASSWORD: step-by-step (v2)'), ['reset', 'your', 'password', 'step', 'step', 'v2']);
});

test('drops stop words unless asked not to', () => {
  assert.deepEqual(tokenize('How to export the invoices'), ['export', 'invoices']);
  assert.deepEqual(tokenize('the end', { keepStopwords: true }), ['the', 'end']);
});

test('empty and non-string input', () => {
  assert.deepEqual(tokenize(''), []);
  assert.deepEqual(tokenize(404), ['404']);
});

test('highlight', () => {
  assert.equal(highlight('Export invoices as CSV', 'csv export'), '<mark>Export</mark> invoices as <mark>CSV</mark>');
  assert.equal(highlight('Nothing here', 'the'), 'Nothing here');
});

test('search ranks title matches first', () => {
  const idx = new SearchIndex();
  idx.add({ id: 'a1', title: 'Invoices', body: 'Download an invoice from your account page.' });
  idx.add({ id: 'a2', title: 'Billing FAQ', body: 'Invoices are sent monthly by e-mail.' });
  idx.add({ id: 'a3', title: 'Password reset', body: 'Use the reset link.' });
  assert.deepEqual(idx.search('invoices').map((r) => r.id), ['a1', 'a2']);
  assert.equal(idx.search('invoices')[0].title, '<mark>Invoices</mark>');
  assert.deepEqual(idx.search('billing invoices').map((r) => r.id), ['a2']);
  assert.deepEqual(idx.search('refund'), []);
});

test('re-adding a document replaces it', () => {
  const idx = new SearchIndex();
  idx.add({ id: 1, title: 'Old title', body: '' });
  idx.add({ id: 1, title: 'New title', body: '' });
  assert.deepEqual(idx.search('old'), []);
  assert.equal(idx.search('new').length, 1);
});
