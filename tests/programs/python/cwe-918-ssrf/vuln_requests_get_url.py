# preview endpoint fetches the URL given in the query string
import requests
from flask import Flask, request

app = Flask(__name__)


@app.route("/preview")
def preview():
    url = request.args.get("url", "")
    resp = requests.get(url, timeout=5)
    return {"status": resp.status_code, "length": len(resp.content)}
