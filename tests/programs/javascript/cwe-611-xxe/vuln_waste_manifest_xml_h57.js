// Hazardous waste consignment import: parses uploaded XML manifests into consignment records
const express = require('express');
const libxmljs = require('libxmljs');

const PARSER_OPTIONS = Object.freeze({ noent: true, dtdload: false, nonet: true, noblanks: true });

class ManifestError extends Error {}

class Consignment {
  constructor(code, carrier, wastes) {
    this.code = code;
    this.carrier = carrier;
    this.wastes = wastes;
    this.receivedAt = new Date().toISOString();
  }
}

function attr(el, name, fallback = '') {
  const a = el.attr(name);
  return a ? a.value() : fallback;
}

class ManifestParser {
  parse(xml) {
    const doc = libxmljs.parseXml(xml, PARSER_OPTIONS);
    const root = doc.root();
    if (!root || root.name() !== 'consignment') {
      throw new ManifestError('root element must be <consignment>');
    }
    const wastes = root.find('./waste').map((w) => ({
      ewcCode: attr(w, 'ewc'),
      description: w.text().trim(),
      tonnes: Number(attr(w, 'tonnes', '0')),
    }));
    const carrier = root.get('./carrier');
    return new Consignment(attr(root, 'code'), carrier ? carrier.text().trim() : '', wastes);
  }
}

class ConsignmentService {
  constructor(parser) {
    this.parser = parser;
    this.received = [];
  }
  ingest(xml) {
    if (typeof xml !== 'string' || xml.length === 0) throw new ManifestError('empty manifest');
    const consignment = this.parser.parse(xml);
    this.received.push(consignment);
    return consignment;
  }
}

const service = new ConsignmentService(new ManifestParser());
const app = express();
const xmlBody = express.text({ type: ['application/xml', 'text/xml'], limit: '2mb' });

app.post('/consignments/import', xmlBody, (req, res) => {
  try {
    res.status(201).json(service.ingest(req.body));
  } catch (err) {
    res.status(422).json({ error: err.message });
  }
});

module.exports = app;
