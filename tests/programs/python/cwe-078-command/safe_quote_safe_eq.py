# Fetch a mirror file with curl; the URL must already be percent-encoded.
import os
from urllib.parse import quote
from flask import Flask, request, abort

app = Flask(__name__)


@app.route("/mirror")
def mirror():
    name = request.args.get("name", "")
    if quote(name, safe="") != name:
        abort(400)
    os.system("curl -s -o /srv/mirror/latest https://mirror.example.com/files/" + name)
    return "queued"
