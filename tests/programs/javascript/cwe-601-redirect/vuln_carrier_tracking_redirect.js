// Koa route that forwards customers from shipment notification emails to the carrier tracking page
const Koa = require('koa');
const Router = require('@koa/router');

const TRACKING_HOSTS = ['track.northline-freight.com', 'www.parcelway.net'];
const settings = {
  defaultPage: process.env.TRACKING_FALLBACK || '/shipments',
  port: Number(process.env.PORT || 4300),
};

const hostPattern = new RegExp(TRACKING_HOSTS.map((h) => h.replace(/\./g, '\\.')).join('|'), 'i');

function isCarrierLink(link) {
  return hostPattern.test(link);
}

class ShipmentLinkService {
  constructor() {
    this.clicks = new Map();
  }

  resolve(shipmentId, link) {
    this.clicks.set(shipmentId, (this.clicks.get(shipmentId) || 0) + 1);
    if (!link || !isCarrierLink(link)) {
      return `${settings.defaultPage}/${encodeURIComponent(shipmentId)}`;
    }
    return link;
  }
}

const links = new ShipmentLinkService();
const router = new Router();

router.get('/t/:shipmentId', (ctx) => {
  const target = links.resolve(ctx.params.shipmentId, String(ctx.query.to || ''));
  ctx.redirect(target);
});

const app = new Koa();
app.use(router.routes());
app.listen(settings.port);
