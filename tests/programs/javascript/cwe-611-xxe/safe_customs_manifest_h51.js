// Express endpoint ingesting XML customs manifests submitted by freight forwarders
const express = require('express');
const libxmljs = require('libxmljs');
const { manifests } = require('./store');

const router = express.Router();
router.use(express.text({ type: ['application/xml', 'text/xml'], limit: '2mb' }));

const PARSE_OPTIONS = {
  noblanks: true,
  noent: false,
  nonet: true,
};

function text(node, xpath) {
  const found = node.get(xpath);
  return found ? found.text().trim() : '';
}

function readManifest(xml) {
  const doc = libxmljs.parseXml(xml, PARSE_OPTIONS);
  const root = doc.root();
  if (!root || root.name() !== 'Manifest') {
    throw new Error('root element must be Manifest');
  }
  return {
    reference: text(root, 'Reference'),
    vessel: text(root, 'Vessel/Name'),
    portOfLoading: text(root, 'PortOfLoading'),
    items: root.find('Items/Item').map((item) => ({
      hsCode: text(item, 'HSCode'),
      description: text(item, 'Description'),
      grossKg: Number(text(item, 'GrossWeight')),
    })),
  };
}

router.post('/forwarders/:forwarderId/manifests', async (req, res) => {
  let manifest;
  try {
    manifest = readManifest(req.body);
  } catch (err) {
    return res.status(400).json({ error: `unreadable manifest: ${err.message}` });
  }
  const id = await manifests.save(req.params.forwarderId, manifest);
  res.status(201).json({ id, reference: manifest.reference, items: manifest.items });
});

module.exports = router;
