# preview service that fetches a page through a small client object
import requests
from flask import Flask, request

app = Flask(__name__)


class PageClient:
    def __init__(self, address, timeout=5):
        self.address = address
        self.timeout = timeout

    def fetch(self):
        resp = requests.get(self.address, timeout=self.timeout)
        return resp.text[:500]


@app.route("/preview")
def preview():
    client = PageClient(request.args.get("url", ""))
    return {"preview": client.fetch()}
