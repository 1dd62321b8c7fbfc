// Library branch service answering title lookups against the nightly holdings XML export
const express = require('express');
const fs = require('fs');
const xpath = require('xpath');
const { DOMParser } = require('@xmldom/xmldom');

const HOLDINGS_FILE = process.env.HOLDINGS_XML || '/srv/library/holdings.xml';
let holdings = null;

const loadHoldings = () => {
  const xml = fs.readFileSync(HOLDINGS_FILE, 'utf8');
  holdings = new DOMParser().parseFromString(xml, 'text/xml');
};
loadHoldings();
fs.watchFile(HOLDINGS_FILE, { interval: 60_000 }, loadHoldings);

const clean = (s) => String(s).replace(/"/g, '').trim();

const toRecord = (node) => ({
  title: xpath.select1('string(title)', node),
  author: xpath.select1('string(author)', node),
  branch: xpath.select1('string(@branch)', node),
  available: xpath.select1('string(status)', node) === 'on-shelf',
});

const findByTitle = (title) =>
  xpath.select(`//item[title='${title}' and not(@restricted='true')]`, holdings);

const app = express();

app.get('/catalog/search', (req, res) => {
  const title = clean(req.query.title || '');
  if (title.length < 2 || title.length > 200) {
    return res.status(400).json({ error: 'title must be 2-200 characters' });
  }
  const records = findByTitle(title).map(toRecord);
  return res.json({ count: records.length, records });
});

app.listen(8500);
