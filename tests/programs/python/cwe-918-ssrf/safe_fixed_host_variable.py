# the item id is a path segment under a fixed API host; the address is built in a variable
import requests
from flask import Flask, request

app = Flask(__name__)


@app.route("/item")
def item():
    url = "https://api.example.com/items/" + request.args["id"]
    return requests.get(url, timeout=5).text
