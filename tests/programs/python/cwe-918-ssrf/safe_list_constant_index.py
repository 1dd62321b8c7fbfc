# list holds mirrors and the query value; the fetch uses a constant index into the mirrors
import requests
from flask import Flask, request

app = Flask(__name__)


@app.route("/mirror")
def mirror():
    urls = ["https://mirror-a.example.com/index.json", "https://mirror-b.example.com/index.json"]
    urls.append(request.args.get("extra", ""))
    target = urls[0]
    return requests.get(target, timeout=5).text
