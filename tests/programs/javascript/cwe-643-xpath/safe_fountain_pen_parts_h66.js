// A fountain pen parts program of the h66 set (cwe-643-xpath).
// Fountain pen repair bench - spare parts lookup.
// The parts catalogue (sacs, nibs, feeds, levers) is an XML file exported
// from the old stock program; repairers look up parts by pen model code.
var fs = require('fs');
var url = require('url');
var xpath = require('xpath');
var DOMParser = require('xmldom').DOMParser;

var CATALOGUE_FILE = process.env.PARTS_CATALOGUE || '/srv/penbench/parts-catalogue.xml';

var cachedDoc = null;
var cachedAt = 0;
var CACHE_MS = 5 * 60 * 1000;

function loadCatalogue(callback) {
  if (cachedDoc && Date.now() - cachedAt < CACHE_MS) {
    return callback(null, cachedDoc);
  }
  fs.readFile(CATALOGUE_FILE, 'utf8', function (err, xml) {
    if (err) {
      return callback(err);
    }
    cachedDoc = new DOMParser().parseFromString(xml, 'text/xml');
    cachedAt = Date.now();
    callback(null, cachedDoc);
  });
}

// model codes look like "PK51", "SH-TOUCHDOWN", "WAT-52"
function checkModelCode(code) {
  return typeof code === 'string' && /^[A-Z0-9-]{2,20}$/.test(code);
}

function partsFor(doc, model) {
  var nodes = xpath.select("/catalogue/part[fits/model='" + model + "' and @retired='no']", doc);
  var parts = [];
  for (var i = 0; i < nodes.length; i++) {
    parts.push({
      sku: nodes[i].getAttribute('sku'),
      kind: nodes[i].getAttribute('kind'),
      description: xpath.select('string(description)', nodes[i]),
      inStock: parseInt(xpath.select('string(stock)', nodes[i]), 10) || 0
    });
  }
  return parts;
}

module.exports = function partsHandler(req, res) {
  var query = url.parse(req.url, true).query;
  var model = String(query.model || '').toUpperCase();

  if (!checkModelCode(model)) {
    res.writeHead(400, { 'Content-Type': 'application/json' });
    return res.end(JSON.stringify({ error: 'unrecognised model code' }));
  }

  loadCatalogue(function (err, doc) {
    if (err) {
      res.writeHead(503, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ error: 'catalogue unavailable' }));
    }
    var parts;
    try {
      parts = partsFor(doc, model);
    } catch (e) {
      res.writeHead(400, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ error: 'lookup failed' }));
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ model: model, parts: parts }));
  });
};

if (require.main === module) {
  require('http').createServer(module.exports).listen(process.env.PORT || 8480);
}
