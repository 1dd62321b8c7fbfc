// A optician frame receipt program of the h61 set (cwe-079-xss).
'use strict';

const escapeHtml = require('escape-html');
const { DynamoDBClient } = require('@aws-sdk/client-dynamodb');
const { DynamoDBDocumentClient, GetCommand } = require('@aws-sdk/lib-dynamodb');

const docClient = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const ORDERS_TABLE = process.env.FRAME_ORDERS_TABLE;

class FrameOrderRepository {
  constructor(client, table) {
    this.client = client;
    this.table = table;
  }

  async find(orderId) {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: { orderId } }));
    return Item || null;
  }
}

// Template method: subclasses decide how the greeting and the lines are rendered.
class ReceiptView {
  render(model) {
    return `<!doctype html><html><head><meta charset="utf-8"><title>Your glasses</title></head>`
      + `<body>${this.greeting(model)}${this.lines(model)}${this.footer(model)}</body></html>`;
  }

  footer() {
    return '<p>Collect your frames within 30 days at the front desk.</p>';
  }
}

class HtmlReceiptView extends ReceiptView {
  greeting(model) {
    return `<h1>Thank you, ${model.displayName}!</h1>`;
  }

  lines(model) {
    const rows = model.order.items
      .map((item) => `<tr><td>${escapeHtml(item.description)}</td><td>${escapeHtml(item.price)}</td></tr>`)
      .join('');
    return `<p>Order ${escapeHtml(model.order.orderId)}</p><table>${rows}</table>`;
  }
}

class ReceiptController {
  constructor(repository, view) {
    this.repository = repository;
    this.view = view;
  }

  async show(orderId, displayName) {
    if (!/^[A-Z0-9]{10}$/.test(orderId || '')) {
      return { statusCode: 400, body: 'invalid order reference' };
    }
    const order = await this.repository.find(orderId);
    if (!order) {
      return { statusCode: 404, body: 'order not found' };
    }
    const html = this.view.render({ order, displayName: displayName || order.firstName });
    return {
      statusCode: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
      body: html,
    };
  }
}

const controller = new ReceiptController(new FrameOrderRepository(docClient, ORDERS_TABLE), new HtmlReceiptView());

// API Gateway proxy integration: GET /receipts/{orderId}?name=...
exports.handler = async (event) => {
  const orderId = event.pathParameters && event.pathParameters.orderId;
  const name = event.queryStringParameters ? event.queryStringParameters.name : undefined;
  return controller.show(orderId, name);
};
