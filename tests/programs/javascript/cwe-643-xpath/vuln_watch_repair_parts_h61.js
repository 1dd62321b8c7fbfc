// A watch repair parts program of the h61 set (cwe-643-xpath).
'use strict';

const fs = require('fs');
const path = require('path');
const grpc = require('@grpc/grpc-js');
const protoLoader = require('@grpc/proto-loader');
const { DOMParser } = require('@xmldom/xmldom');
const xpath = require('xpath');

const CATALOGUE_FILE = process.env.PARTS_CATALOGUE || '/etc/watchworks/movement-parts.xml';
const definition = protoLoader.loadSync(path.join(__dirname, 'parts.proto'), { keepCase: false, defaults: true });
const { watchworks } = grpc.loadPackageDefinition(definition);

// The supplier catalogue lists <movement calibre="ETA 2824-2"><part><name>..</name><ref>..</ref>...</part></movement>
class PartsCatalogue {
  constructor(xmlText) {
    this.doc = new DOMParser().parseFromString(xmlText, 'text/xml');
  }

  findParts(calibre, partName) {
    const expression = `//movement[@calibre='${calibre}']/part[contains(name, '${partName}')]`;
    return xpath.select(expression, this.doc).map((node) => ({
      ref: xpath.select1('string(ref)', node),
      name: xpath.select1('string(name)', node),
      stock: Number(xpath.select1('string(stock)', node)),
      pricePence: Number(xpath.select1('string(price)', node)),
    }));
  }
}

class PartQueryValidator {
  validate(request) {
    if (!/^[A-Za-z0-9 .-]{2,24}$/.test(request.calibre)) {
      return 'calibre not recognised';
    }
    if (!request.partName || request.partName.length > 40) {
      return 'part name required (max 40 characters)';
    }
    return null;
  }
}

class PartsService {
  constructor(catalogue, validator) {
    this.catalogue = catalogue;
    this.validator = validator;
  }

  // rpc FindParts(PartQuery) returns (PartList)
  findParts(call, callback) {
    const problem = this.validator.validate(call.request);
    if (problem) {
      return callback({ code: grpc.status.INVALID_ARGUMENT, details: problem });
    }
    const parts = this.catalogue.findParts(call.request.calibre, call.request.partName);
    return callback(null, { parts });
  }
}

function main() {
  const service = new PartsService(
    new PartsCatalogue(fs.readFileSync(CATALOGUE_FILE, 'utf8')),
    new PartQueryValidator(),
  );
  const server = new grpc.Server();
  server.addService(watchworks.Parts.service, {
    findParts: (call, callback) => service.findParts(call, callback),
  });
  const credentials = grpc.ServerCredentials.createSsl(
    fs.readFileSync(process.env.GRPC_CA_FILE),
    [{ cert_chain: fs.readFileSync(process.env.GRPC_CERT_FILE), private_key: fs.readFileSync(process.env.GRPC_KEY_FILE) }],
    true,
  );
  server.bindAsync(`0.0.0.0:${process.env.GRPC_PORT || 50061}`, credentials, (err) => {
    if (err) throw err;
    console.log('watch parts service listening');
  });
}

main();
