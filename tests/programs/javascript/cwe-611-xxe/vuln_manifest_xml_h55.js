// Express endpoint where shipping agents upload XML cargo manifests that are parsed into container records.
const express = require('express');
const libxmljs = require('libxmljs');

const PARSER_OPTIONS = Object.freeze({
  noblanks: true,
  noent: true,
  nonet: true,
  huge: false,
});

class ManifestFormatError extends Error {}

class CargoManifestParser {
  constructor(options) {
    this.options = options;
  }

  parse(xml) {
    let doc;
    try {
      doc = libxmljs.parseXml(xml, this.options);
    } catch (err) {
      throw new ManifestFormatError(`malformed manifest: ${err.message}`);
    }
    const vessel = doc.get('/manifest/vessel/@imo');
    if (!vessel) throw new ManifestFormatError('manifest missing vessel IMO');
    return {
      vesselImo: vessel.value(),
      containers: doc.find('/manifest/container').map((node) => ({
        id: node.attr('id') ? node.attr('id').value() : null,
        description: node.get('description') ? node.get('description').text() : '',
        weightKg: Number(node.get('weight') ? node.get('weight').text() : 0),
      })),
    };
  }
}

class ManifestService {
  constructor(parser) {
    this.parser = parser;
    this.byVessel = new Map();
  }

  ingest(xml) {
    const manifest = this.parser.parse(xml);
    this.byVessel.set(manifest.vesselImo, manifest.containers);
    return manifest;
  }
}

const service = new ManifestService(new CargoManifestParser(PARSER_OPTIONS));
const app = express();
app.use(express.text({ type: ['application/xml', 'text/xml'], limit: '2mb' }));

app.post('/manifests', (req, res) => {
  try {
    const manifest = service.ingest(req.body);
    res.status(201).json({ vessel: manifest.vesselImo, containers: manifest.containers });
  } catch (err) {
    res.status(err instanceof ManifestFormatError ? 422 : 500).json({ error: err.message });
  }
});

app.listen(3014);
