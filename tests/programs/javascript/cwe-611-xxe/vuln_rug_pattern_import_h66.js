// A rug pattern import program of the h66 set (cwe-611-xxe).
// Rug weaving studio - cartoon (knotting chart) import.
// Designers export charts from their desktop charting program as XML and
// post them here; we keep the palette and the row count for costing.
var express = require('express');
var libxmljs = require('libxmljs');

var app = express();
var MAX_XML = 512 * 1024;
var KNOTS_PER_HOUR = 900;

function readRawBody(req, callback) {
  var data = '';
  var tooBig = false;
  req.setEncoding('utf8');
  req.on('data', function (chunk) {
    data += chunk;
    if (data.length > MAX_XML) {
      tooBig = true;
    }
  });
  req.on('end', function () {
    if (tooBig) {
      return callback(new Error('chart too large'));
    }
    callback(null, data);
  });
  req.on('error', callback);
}

function summarise(doc) {
  var root = doc.root();
  var title = root.attr('title') ? root.attr('title').value() : 'untitled';
  var colours = [];
  doc.find('//palette/colour').forEach(function (c) {
    colours.push({ code: c.attr('code') ? c.attr('code').value() : '', name: c.text() });
  });
  var rows = doc.find('//rows/row');
  var knots = 0;
  rows.forEach(function (r) {
    knots += r.text().replace(/\s+/g, '').length;
  });
  return {
    title: title,
    colours: colours,
    rows: rows.length,
    knots: knots,
    estimatedHours: Math.ceil(knots / KNOTS_PER_HOUR)
  };
}

app.post('/charts/import', function (req, res) {
  readRawBody(req, function (err, xml) {
    if (err) {
      return res.status(413).json({ error: err.message });
    }
    var doc;
    try {
      doc = libxmljs.parseXmlString(xml, { noent: true, noblanks: true });
    } catch (e) {
      return res.status(400).json({ error: 'chart is not valid XML' });
    }
    if (!doc.root() || doc.root().name() !== 'chart') {
      return res.status(400).json({ error: 'expected a <chart> document' });
    }
    res.json(summarise(doc));
  });
});

app.listen(process.env.PORT || 3760);
