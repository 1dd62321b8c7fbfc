# A plough job callback program of the h66 set (cwe-918-ssrf).
# Gritting / ploughing job completion hook for the snow plough contractor.
# Council dispatch systems call /jobs/done and give us a URL to notify back.
import os
import hmac
import json
import urllib.request
from urllib.parse import urlparse

import web

urls = (
    "/jobs/done", "JobDone",
)

API_TOKEN = os.environ.get("PLOUGH_API_TOKEN", "")
CALLBACK_BASE = "https://dispatch.northshire-roads.gov.uk"
CALLBACK_HOSTS = ("dispatch.northshire-roads.gov.uk", "winter.eastdale.gov.uk")

ROUTES = {}


def _authorised():
    supplied = web.ctx.env.get("HTTP_X_PLOUGH_TOKEN", "")
    return bool(API_TOKEN) and hmac.compare_digest(supplied, API_TOKEN)


def notify(callback, payload):
    data = json.dumps(payload).encode("utf-8")
    req = urllib.request.Request(callback, data=data,
                                 headers={"Content-Type": "application/json"})
    resp = urllib.request.urlopen(req, timeout=8)
    try:
        return resp.getcode()
    finally:
        resp.close()


class JobDone(object):

    def POST(self):
        if not _authorised():
            raise web.unauthorized()
        form = web.input(job="", route="", tonnes_grit="0", callback="")
        try:
            tonnes = float(form.tonnes_grit)
        except ValueError:
            raise web.badrequest()
        if not form.job.isdigit():
            raise web.badrequest()

        ROUTES[form.job] = {"route": form.route, "tonnes": tonnes}
        result = {"job": int(form.job), "recorded": True, "notified": False}

        if form.callback:
            parsed = urlparse(form.callback)
            if parsed.scheme != "https" or parsed.hostname not in CALLBACK_HOSTS:
                raise web.badrequest()
            status = notify(form.callback, {"job": int(form.job),
                                            "route": form.route,
                                            "tonnes_grit": tonnes,
                                            "state": "complete"})
            result["notified"] = status == 200

        web.header("Content-Type", "application/json")
        return json.dumps(result)


app = web.application(urls, globals())

if __name__ == "__main__":
    app.run()
