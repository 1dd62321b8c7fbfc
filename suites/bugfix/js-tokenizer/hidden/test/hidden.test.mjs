import test from 'node:test';
import assert from 'node:assert/strict';
import { tokenize, highlight } from '../src/tokenize.mjs';
import { SearchIndex } from '../src/index.mjs';

const NFD_CAFE = 'Cafe\u0301';

test('accented and non-Latin letters are part of words', () => {
  assert.deepEqual(tokenize('Café crème in Zürich'), ['café', 'crème', 'zürich']);
  assert.deepEqual(tokenize('Rückerstattung für Käufe'), ['rückerstattung', 'für', 'käufe']);
  assert.deepEqual(tokenize('Привет, мир'), ['привет', 'мир']);
  assert.deepEqual(tokenize('naïve façade'), ['naïve', 'façade']);
});

test('decomposed text gives the same words as composed text', () => {
  assert.deepEqual(tokenize(NFD_CAFE), ['café']);
  assert.deepEqual(tokenize('Zu\u0308rich'), tokenize('Zürich'));
});

test('ASCII behaviour unchanged', () => {
  assert.deepEqual(tokenize('Reset your PASSWORD: step-by-step (v2)'), ['reset', 'your', 'password', 'step', 'step', 'v2']);
  assert.deepEqual(tokenize('How to export the invoices'), ['export', 'invoices']);
});

test('search finds accented words whichever way they were typed', () => {
  const idx = new SearchIndex();
  idx.add({ id: 'de-1', title: 'Rückerstattung beantragen', body: 'So beantragen Sie eine Rückerstattung.' });
  idx.add({ id: 'fr-1', title: `${NFD_CAFE} et crème`, body: 'Notre café.' });
  idx.add({ id: 'en-1', title: 'Refunds', body: 'How to ask for a refund.' });
  assert.deepEqual(idx.search('rückerstattung').map((r) => r.id), ['de-1']);
  assert.deepEqual(idx.search('café').map((r) => r.id), ['fr-1']);
  assert.deepEqual(idx.search(NFD_CAFE.toLowerCase()).map((r) => r.id), ['fr-1']);
  assert.deepEqual(idx.search('caf'), []);
});

test('highlight marks accented words and leaves the text as it was', () => {
  assert.equal(highlight('Rückerstattung für Käufe', 'rückerstattung'), '<mark>Rückerstattung</mark> für Käufe');
  assert.equal(highlight(`${NFD_CAFE} et crème`, 'café'), `<mark>${NFD_CAFE}</mark> et crème`);
  assert.equal(highlight('Export invoices as CSV', 'csv export'), '<mark>Export</mark> invoices as <mark>CSV</mark>');
});
