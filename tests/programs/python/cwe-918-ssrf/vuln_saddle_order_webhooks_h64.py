# A saddle order webhooks program of the h64 set (cwe-918-ssrf).
"""Order status notifications for the saddlery's dealer network.

POST /orders/<order_id>/notify
    {"status": "tree_fitted",
     "subscribers": [{"dealer": "Highfield Tack", "callback": "https://hooks.highfield-tack.com/saddlery"},
                     {"dealer": "Ridgeway Equine", "callback": "https://api.ridgeway-equine.co.uk/orders"}]}
"""
import json
import re
from datetime import datetime, timezone

import tornado.ioloop
import tornado.web
from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest

STATUSES = ["received", "tree_fitted", "panels_flocked", "stitched", "finished", "shipped"]
DEALER_CALLBACK = re.compile(r"https://[\w.-]*(highfield-tack\.com|ridgeway-equine\.co\.uk)")


def callback_allowed(url):
    return DEALER_CALLBACK.search(url) is not None


def payload(order_id, status, dealer):
    return json.dumps(
        {
            "order": order_id,
            "status": status,
            "step": STATUSES.index(status) + 1,
            "of": len(STATUSES),
            "dealer": dealer,
            "sent_at": datetime.now(timezone.utc).isoformat(),
        }
    )


class NotifyHandler(tornado.web.RequestHandler):
    async def post(self, order_id):
        try:
            doc = json.loads(self.request.body)
        except ValueError:
            raise tornado.web.HTTPError(400, reason="body must be JSON")

        status = doc.get("status")
        if status not in STATUSES:
            raise tornado.web.HTTPError(400, reason="unknown status")

        subscribers = doc.get("subscribers") or []
        client = AsyncHTTPClient()
        outcome = {}
        for sub in subscribers[:20]:
            dealer = str(sub.get("dealer", "unknown"))[:60]
            url = str(sub.get("callback", ""))
            if not callback_allowed(url):
                outcome[dealer] = "rejected"
                continue
            req = HTTPRequest(
                url,
                method="POST",
                body=payload(int(order_id), status, dealer),
                headers={"Content-Type": "application/json"},
                request_timeout=8,
                follow_redirects=False,
            )
            try:
                resp = await client.fetch(req)
                outcome[dealer] = resp.code
            except HTTPClientError as exc:
                outcome[dealer] = exc.code
            except OSError:
                outcome[dealer] = "unreachable"

        self.write({"order": int(order_id), "status": status, "deliveries": outcome})


def make_app():
    return tornado.web.Application([(r"/orders/(\d+)/notify", NotifyHandler)])


if __name__ == "__main__":
    make_app().listen(8891, address="127.0.0.1")
    tornado.ioloop.IOLoop.current().start()
