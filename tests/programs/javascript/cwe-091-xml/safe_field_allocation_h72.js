// A field allocation program of the h72 set (cwe-091-xml).
'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const { bodyParser } = require('@koa/bodyparser');

const ALLOCATION_URL = 'https://fields.splatzonepaintball.com/api/v3/allocations';

class BookingXml {
  escape(value) {
    return String(value)
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;');
  }

  element(tag, value) {
    return `<${tag}>${this.escape(value)}</${tag}>`;
  }

  // Free text keeps its line breaks and punctuation for the marshals.
  cdata(tag, value) {
    return `<${tag}><![CDATA[${String(value).replace(/]]>/g, ']]]]><![CDATA[>')}]]></${tag}>`;
  }

  body(booking) {
    return [
      this.element('team', booking.team),
      this.element('players', booking.players),
      this.element('date', booking.date),
      this.element('package', booking.package),
    ];
  }

  serialize(booking) {
    return `<?xml version="1.0" encoding="UTF-8"?><booking type="${this.type}">${this.body(booking).join('')}</booking>`;
  }

  get type() {
    return 'walk-on';
  }
}

class PartyBookingXml extends BookingXml {
  get type() {
    return 'party';
  }

  body(booking) {
    return [...super.body(booking), this.element('guestOfHonour', booking.guestOfHonour), this.cdata('notes', booking.notes ?? '')];
  }
}

class CorporateBookingXml extends PartyBookingXml {
  get type() {
    return 'corporate';
  }

  body(booking) {
    return [...super.body(booking), this.element('invoiceRef', booking.invoiceRef)];
  }
}

const serializers = new Map([
  ['walk-on', new BookingXml()],
  ['party', new PartyBookingXml()],
  ['corporate', new CorporateBookingXml()],
]);

const PACKAGES = new Set(['rookie-200', 'standard-500', 'woodsball-1000']);

const router = new Router();

router.post('/bookings', async (ctx) => {
  const booking = ctx.request.body ?? {};
  const serializer = serializers.get(booking.kind);
  const players = Number(booking.players);
  if (!serializer || !booking.team || !PACKAGES.has(booking.package) || !(players >= 6 && players <= 40)) {
    ctx.throw(422, 'incomplete booking');
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(String(booking.date))) ctx.throw(422, 'date must be YYYY-MM-DD');

  const xml = serializer.serialize({ ...booking, players });
  const res = await fetch(ALLOCATION_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/xml', Authorization: `Bearer ${process.env.ALLOCATION_TOKEN}` },
    body: xml,
  });
  if (!res.ok) ctx.throw(502, 'field allocation unavailable');
  ctx.status = 202;
  ctx.body = { status: 'requested', allocation: res.headers.get('location') };
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT ?? 3600));
