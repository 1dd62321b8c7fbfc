# A pass checkout program of the h60 set (cwe-601-redirect).
"""Ski resort lift-pass checkout: after the payment provider confirms an
order, the skier is sent back to the resort page they started from
(pass sales site, mobile web app or the ski school's booking widget on a resort
subdomain)."""
from urllib.parse import urlencode, urlsplit

import falcon
import falcon.asgi

RESORT_DOMAIN = "alpenrose-ski.com"
DEFAULT_RETURN = "https://passes.alpenrose-ski.com/"
ORDER_STATES = {"A1B2C3": "paid", "D4E5F6": "pending"}


def trusted_host(host: str | None) -> bool:
    return bool(host) and host.endswith(RESORT_DOMAIN)


async def check_return(req: falcon.asgi.Request, resp, resource, params) -> None:
    target = req.get_param("return_to", default=DEFAULT_RETURN)
    parts = urlsplit(target)
    if parts.scheme != "https" or not trusted_host(parts.hostname):
        raise falcon.HTTPBadRequest(title="return address not allowed")
    params["return_to"] = target


def with_status(target: str, order_id: str, status: str) -> str:
    joiner = "&" if urlsplit(target).query else "?"
    return f"{target}{joiner}{urlencode({'order': order_id, 'status': status})}"


class OrderComplete:
    @falcon.before(check_return)
    async def on_get(self, req, resp, order_id: str, return_to: str) -> None:
        status = ORDER_STATES.get(order_id.upper())
        if status is None:
            raise falcon.HTTPNotFound(title="unknown order")
        raise falcon.HTTPFound(with_status(return_to, order_id, status))


app = falcon.asgi.App()
app.add_route("/checkout/{order_id}/complete", OrderComplete())
