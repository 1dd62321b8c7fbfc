import test from 'node:test';
import assert from 'node:assert/strict';
import { tokenize, highlight } from '../src/tokenize.mjs';
import { SearchIndex } from '../src/index.mjs';

const NFD_CAFE = 'Cafe\u0301';

// Accents may be kept or folded away (café or cafe), but a word must stay one word.
const oneOf = (token, ...allowed) => assert.ok(allowed.includes(token), `${token} not one of ${allowed}`);

test('accented and non-Latin letters are part of words', () => {
  const [cafe, creme, zurich, ...rest] = tokenize('Café crème in Zürich');
  assert.deepEqual(rest, []);
  oneOf(cafe, 'café', 'cafe');
  oneOf(creme, 'crème', 'creme');
  oneOf(zurich, 'zürich', 'zurich');
  assert.equal(tokenize('Rückerstattung für Käufe').length, 3);
  oneOf(tokenize('Rückerstattung')[0], 'rückerstattung', 'ruckerstattung');
  assert.deepEqual(tokenize('Привет, мир'), ['привет', 'мир']);
  assert.equal(tokenize('naïve façade').length, 2);
});

test('decomposed text gives the same words as composed text', () => {
  assert.deepEqual(tokenize(NFD_CAFE), tokenize('Café'));
  assert.equal(tokenize(NFD_CAFE).length, 1);
  assert.deepEqual(tokenize('Zu\u0308rich'), tokenize('Zürich'));
  assert.deepEqual(tokenize('Rückerstattung beantragen'.normalize('NFD')), tokenize('Rückerstattung beantragen'));
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
