// A tea supplier invoices program of the h63 set (cwe-611-xxe).
// Tea house back office: estates and importers post their invoices as XML to
// this Lambda (API Gateway). Lines are booked into the purchasing ledger.
const libxmljs = require('libxmljs');
const { DynamoDBClient } = require('@aws-sdk/client-dynamodb');
const { DynamoDBDocumentClient, PutCommand } = require('@aws-sdk/lib-dynamodb');

const ledger = DynamoDBDocumentClient.from(new DynamoDBClient({}));

class XmlOptionsBuilder {
  constructor() {
    this.options = { noblanks: true };
  }

  expandEntities() {
    this.options.noent = true;
    return this;
  }

  offline() {
    this.options.nonet = true;
    return this;
  }

  build() {
    return { ...this.options };
  }
}

class InvoiceDocument {
  constructor(doc) {
    this.doc = doc;
  }

  text(xpath, fallback = '') {
    const node = this.doc.get(xpath);
    return node ? node.text().trim() : fallback;
  }

  lines() {
    return this.doc.find('/invoice/line').map((line) => ({
      tea: line.get('tea') ? line.get('tea').text().trim() : '',
      grade: line.get('grade') ? line.get('grade').text().trim() : '',
      kilos: Number(line.get('kilos') ? line.get('kilos').text() : 0),
      pricePerKilo: Number(line.get('price') ? line.get('price').text() : 0),
    }));
  }
}

class InvoiceBookingService {
  constructor(parserOptions, table) {
    this.parserOptions = parserOptions;
    this.table = table;
  }

  async book(xml) {
    const invoice = new InvoiceDocument(libxmljs.parseXml(xml, this.parserOptions));
    const number = invoice.text('/invoice/number');
    if (!/^[A-Z0-9-]{4,30}$/.test(number)) throw new Error('invoice number missing');
    const lines = invoice.lines().filter((l) => l.tea && l.kilos > 0);
    const total = lines.reduce((sum, l) => sum + l.kilos * l.pricePerKilo, 0);
    await ledger.send(new PutCommand({
      TableName: this.table,
      Item: { invoiceNumber: number, supplier: invoice.text('/invoice/supplier'), lines, total },
    }));
    return { invoiceNumber: number, lines: lines.length, total };
  }
}

const options = new XmlOptionsBuilder().expandEntities().build();
const service = new InvoiceBookingService(options, process.env.LEDGER_TABLE);

exports.handler = async (event) => {
  const xml = event.isBase64Encoded
    ? Buffer.from(event.body || '', 'base64').toString('utf8')
    : event.body || '';
  if (xml.length === 0 || xml.length > 512 * 1024) {
    return { statusCode: 400, body: JSON.stringify({ error: 'invoice body required' }) };
  }
  try {
    const booked = await service.book(xml);
    return { statusCode: 201, body: JSON.stringify(booked) };
  } catch (err) {
    return { statusCode: 422, body: JSON.stringify({ error: 'invoice rejected' }) };
  }
};
