# preview service that fetches a page through a small client object
import requests
from flask import Flask, request

app = Flask(__name__)


class PageClient:
    def __init__(self, address, timeout=5):
        self.address = address
        self.timeout = timeout

    def fetch(self, path):
        resp = requests.get(self.address, params={"p": path}, timeout=self.timeout)
        return resp.text[:500]


@app.route("/preview")
def preview():
    client = PageClient("https://docs.example.org/render")
    return {"preview": client.fetch(request.args.get("path", ""))}
