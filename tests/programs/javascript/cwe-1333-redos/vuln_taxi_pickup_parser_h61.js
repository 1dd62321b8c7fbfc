// A taxi pickup parser program of the h61 set (cwe-1333-redos).
'use strict';

const { connect, JSONCodec } = require('nats');

const jc = JSONCodec();

// Riders type a free-text pickup into the kiosk/app, e.g. "Station Road Rank 4, 45120".
const PICKUP_PATTERN = /^((\w+\s?)+),\s*(\d{5})$/;

class PickupAddress {
  constructor(street, postcode) {
    this.street = street;
    this.postcode = postcode;
  }
}

class PickupParser {
  parse(text) {
    const input = String(text || '').trim();
    const match = PICKUP_PATTERN.exec(input);
    if (!match) {
      return null;
    }
    return new PickupAddress(match[1].trim(), match[3]);
  }
}

class ZoneLookup {
  constructor(zones) {
    this.zones = zones;
  }

  zoneFor(address) {
    const district = address.postcode.slice(0, 3);
    return this.zones[district] || 'outer';
  }
}

class RideRequestHandler {
  constructor(parser, zones, nc) {
    this.parser = parser;
    this.zones = zones;
    this.nc = nc;
  }

  handle(request) {
    const address = this.parser.parse(request.pickup);
    if (!address) {
      return { accepted: false, reason: 'pickup address not understood' };
    }
    const zone = this.zones.zoneFor(address);
    this.nc.publish(`dispatch.queue.${zone}`, jc.encode({
      rideId: request.rideId,
      street: address.street,
      postcode: address.postcode,
      passengers: Math.min(Number(request.passengers) || 1, 8),
    }));
    return { accepted: true, zone };
  }
}

async function main() {
  const nc = await connect({ servers: process.env.NATS_URL, tls: {} });
  const handler = new RideRequestHandler(
    new PickupParser(),
    new ZoneLookup({ 451: 'centre', 452: 'north', 453: 'south' }),
    nc,
  );

  const sub = nc.subscribe('rides.requested', { queue: 'dispatch-intake' });
  for await (const msg of sub) {
    let reply;
    try {
      reply = handler.handle(jc.decode(msg.data));
    } catch (err) {
      reply = { accepted: false, reason: 'bad request' };
    }
    if (msg.reply) {
      msg.respond(jc.encode(reply));
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
