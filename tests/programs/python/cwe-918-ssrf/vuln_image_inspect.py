# Flask endpoint that fetches a remote image by URL and reports its metadata.
import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
MAX_BYTES = 5 * 1024 * 1024


def fetch_image(url):
    resp = requests.get(url, timeout=5, stream=True)
    resp.raise_for_status()
    size = int(resp.headers.get("Content-Length") or 0)
    if size > MAX_BYTES:
        raise ValueError("image too large")
    return {"content_type": resp.headers.get("Content-Type"), "bytes": size}


@app.post("/images/inspect")
def inspect_image():
    payload = request.get_json(force=True)
    url = str(payload.get("url", ""))
    try:
        info = fetch_image(url)
    except ValueError as exc:
        return jsonify(error=str(exc)), 400
    except requests.RequestException:
        return jsonify(error="could not fetch image"), 502
    return jsonify(url=url, **info)
