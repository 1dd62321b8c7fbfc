# redirect target built with url_for; the request value is a route argument
from flask import Flask, redirect, request, url_for

app = Flask(__name__)


@app.route("/item/<int:item_id>")
def item(item_id):
    return {"id": item_id}


@app.route("/open")
def open_item():
    item_id = int(request.args.get("id", "0"))
    return redirect(url_for("item", item_id=item_id))
