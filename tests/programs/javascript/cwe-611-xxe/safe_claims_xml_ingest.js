// Express endpoint that ingests insurance claim batches submitted as XML by clinics
const express = require('express');
const libxmljs = require('libxmljs');

const parserOptions = {
  noblanks: true,
  noent: false,
  nonet: true,
};

function textOf(node, name) {
  const child = node.get(name);
  return child ? child.text() : '';
}

class ClaimBatchParser {
  constructor(options) {
    this.options = options;
  }

  parse(xml) {
    const doc = libxmljs.parseXml(xml, this.options);
    return doc.find('//claim').map((node) => ({
      claimId: node.attr('id') ? node.attr('id').value() : null,
      patient: textOf(node, 'patient'),
      amount: Number(textOf(node, 'amount') || 0),
    }));
  }
}

class ClaimIntakeService {
  constructor(parser) {
    this.parser = parser;
    this.queue = [];
  }

  accept(clinicId, xml) {
    const claims = this.parser.parse(xml);
    for (const claim of claims) {
      this.queue.push({ clinicId, ...claim });
    }
    return claims;
  }
}

const intake = new ClaimIntakeService(new ClaimBatchParser(parserOptions));
const app = express();
app.use(express.text({ type: ['application/xml', 'text/xml'], limit: '2mb' }));

app.post('/clinics/:clinicId/claims', (req, res) => {
  try {
    const claims = intake.accept(req.params.clinicId, req.body);
    res.status(202).json({ received: claims.length, claims });
  } catch (err) {
    res.status(400).json({ error: 'malformed claim batch' });
  }
});

app.listen(Number(process.env.PORT || 3050));
