// Express endpoint that accepts supplier product feeds as XML and returns the parsed items.
const express = require('express');
const libxmljs = require('libxmljs');

const app = express();
app.use(express.text({ type: ['application/xml', 'text/xml'], limit: '1mb' }));

const PARSE_OPTIONS = { noent: true, nonet: true, noblanks: true };

function textOf(node, name) {
  const child = node.get(name);
  return child ? child.text().trim() : null;
}

function parseFeed(xml) {
  const doc = libxmljs.parseXml(xml, PARSE_OPTIONS);
  const supplier = doc.root().attr('supplier');
  const items = doc.find('//item').map((item) => ({
    sku: textOf(item, 'sku'),
    name: textOf(item, 'name'),
    price: Number(textOf(item, 'price')),
  }));
  return { supplier: supplier ? supplier.value() : null, items };
}

app.post('/suppliers/feed', (req, res) => {
  if (typeof req.body !== 'string' || req.body.length === 0) {
    return res.status(415).json({ error: 'expected an XML body' });
  }
  try {
    const feed = parseFeed(req.body);
    res.json({ supplier: feed.supplier, count: feed.items.length, items: feed.items });
  } catch (err) {
    res.status(422).json({ error: `invalid feed: ${err.message}` });
  }
});

app.listen(process.env.PORT || 3000);
