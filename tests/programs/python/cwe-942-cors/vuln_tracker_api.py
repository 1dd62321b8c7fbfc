# Falcon app for a shipment-tracking API with a middleware that adds CORS headers for partner dashboards.
import re

import falcon

PARTNER_ORIGIN_RE = re.compile(r"https://[\w-]+\.fleettrack\.io")


class PartnerCorsMiddleware:
    def __init__(self, pattern):
        self.pattern = pattern

    def origin_allowed(self, origin: str) -> bool:
        return bool(origin) and self.pattern.match(origin) is not None

    def process_response(self, req, resp, resource, req_succeeded):
        origin = req.get_header("Origin")
        if not self.origin_allowed(origin):
            return
        resp.set_header("Access-Control-Allow-Origin", origin)
        resp.set_header("Access-Control-Allow-Credentials", "true")
        resp.set_header("Vary", "Origin")
        if req.method == "OPTIONS":
            resp.set_header("Access-Control-Allow-Methods", "GET, POST, OPTIONS")
            resp.set_header("Access-Control-Allow-Headers", "Content-Type, X-Requested-With")
            resp.set_header("Access-Control-Max-Age", "600")


class ShipmentResource:
    def __init__(self, store):
        self.store = store

    def on_get(self, req, resp, tracking_no):
        account = req.context.account
        shipment = self.store.get(account.id, tracking_no)
        if shipment is None:
            raise falcon.HTTPNotFound()
        resp.media = {
            "tracking_no": shipment.tracking_no,
            "status": shipment.status,
            "consignee": shipment.consignee,
            "eta": shipment.eta.isoformat() if shipment.eta else None,
        }


def create_app(store, session_auth) -> falcon.App:
    app = falcon.App(middleware=[session_auth, PartnerCorsMiddleware(PARTNER_ORIGIN_RE)])
    app.add_route("/shipments/{tracking_no}", ShipmentResource(store))
    return app
