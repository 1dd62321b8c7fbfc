# fixed host; only an int() parsed id is placed in the path
import requests
from flask import Flask, request

app = Flask(__name__)


@app.route("/item")
def item():
    item_id = int(request.args.get("id", "0"))
    r = requests.get(f"https://inventory.example.com/items/{item_id}", timeout=5)
    return r.json()
