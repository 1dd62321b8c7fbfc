// A assay result upload program of the h70 set (cwe-319-cleartext).
import express from 'express';

const app = express();
app.use(express.json());

const ASSAY = {
  scheme: 'http:',
  host: 'portal.birmingham-assay-services.co.uk',
  version: 'v2',
};

const endpoint = (...segments) =>
  [`${ASSAY.scheme}/`, ASSAY.host, ASSAY.version, ...segments.map(encodeURIComponent)].join('/');

const FINENESS = new Map([
  ['9ct', 375],
  ['14ct', 585],
  ['18ct', 750],
  ['22ct', 916],
  ['sterling', 925],
  ['platinum', 950],
]);

const toConsignmentItem = ({ ref, metal, grams, description = '' }) => ({
  ref,
  fineness: FINENESS.get(metal),
  grams: Number(grams),
  description: description.slice(0, 120),
});

const accountHeaders = () => ({
  'content-type': 'application/json',
  'x-sponsor-mark': process.env.SPONSOR_MARK,
  authorization: `Basic ${Buffer.from(`${process.env.ASSAY_USER}:${process.env.ASSAY_PASSWORD}`).toString('base64')}`,
});

app.post('/consignments', async (req, res) => {
  const { pieces = [], customer = {} } = req.body;
  const items = pieces.map(toConsignmentItem).filter(({ fineness, grams }) => fineness && grams > 0);
  if (items.length === 0) {
    return res.status(400).json({ error: 'nothing to hallmark' });
  }

  const payload = {
    items,
    totalGrams: items.reduce((sum, { grams }) => sum + grams, 0),
    // commissioned pieces travel with the owner's insurance details
    owner: customer.name ? { name: customer.name, policy: customer.insurancePolicy } : undefined,
  };

  const response = await fetch(endpoint('consignments'), {
    method: 'POST',
    headers: accountHeaders(),
    body: JSON.stringify(payload),
  });

  if (!response.ok) {
    return res.status(502).json({ error: `assay office replied ${response.status}` });
  }
  const { consignmentId, collectionDate } = await response.json();
  res.status(201).json({ consignmentId, collectionDate, items: items.length });
});

app.get('/consignments/:id', async (req, res) => {
  const response = await fetch(endpoint('consignments', req.params.id), { headers: accountHeaders() });
  res.status(response.status).json(await response.json());
});

app.listen(process.env.PORT ?? 4400);
