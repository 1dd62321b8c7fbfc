// Unseen set h59: eprescription subscriber
'use strict';

// Community pharmacy group: prescribers' systems publish e-prescriptions (XML)
// to a Pub/Sub topic. This subscriber parses each prescription, checks it
// against stock and queues it for the dispensing pharmacist.

const { PubSub } = require('@google-cloud/pubsub');
const libxmljs = require('libxmljs');
const { Firestore } = require('@google-cloud/firestore');

const SUBSCRIPTION = process.env.EPRESCRIPTION_SUBSCRIPTION || 'eprescriptions-dispensing';

class PrescriptionParser {
  parse(xml) {
    const doc = libxmljs.parseXml(xml, { noent: false, nonet: true, noblanks: true });
    const text = (xpath) => {
      const node = doc.get(xpath);
      return node ? node.text().trim() : '';
    };
    return {
      prescriptionId: text('/Prescription/@id') || text('/Prescription/Id'),
      patientNhi: text('/Prescription/Patient/Identifier'),
      patientName: text('/Prescription/Patient/Name'),
      prescriber: text('/Prescription/Prescriber/RegistrationNumber'),
      items: doc.find('/Prescription/Items/Item').map((item) => ({
        gtin: item.get('Gtin') ? item.get('Gtin').text() : '',
        description: item.get('Description') ? item.get('Description').text() : '',
        quantity: Number(item.get('Quantity') ? item.get('Quantity').text() : 0),
        directions: item.get('Directions') ? item.get('Directions').text() : '',
      })),
    };
  }
}

class DispensingQueue {
  constructor(db) {
    this.db = db;
  }

  async enqueue(branchId, rx) {
    await this.db.collection('branches').doc(branchId).collection('dispensingQueue').doc(rx.prescriptionId).set({
      ...rx,
      status: 'awaiting-check',
      receivedAt: new Date(),
    });
  }
}

class PrescriptionIntakeService {
  constructor(parser, queue) {
    this.parser = parser;
    this.queue = queue;
  }

  async accept(branchId, xml) {
    const rx = this.parser.parse(xml);
    if (!rx.prescriptionId || rx.items.length === 0) {
      throw new Error('prescription without id or items');
    }
    await this.queue.enqueue(branchId, rx);
    return rx.prescriptionId;
  }
}

const intake = new PrescriptionIntakeService(new PrescriptionParser(), new DispensingQueue(new Firestore()));
const subscription = new PubSub().subscription(SUBSCRIPTION, { flowControl: { maxMessages: 10 } });

subscription.on('message', async (message) => {
  const branchId = message.attributes.branchId;
  try {
    const id = await intake.accept(branchId, message.data.toString('utf8'));
    console.log(`prescription ${id} queued for branch ${branchId}`);
    message.ack();
  } catch (err) {
    console.error(`rejected prescription message ${message.id}: ${err.message}`);
    message.nack();
  }
});

subscription.on('error', (err) => {
  console.error(err);
  process.exit(1);
});
