# Both ids go through int() inside try, the except returns 400, and the file path is built only from the resulting ints.
import os
from flask import Flask, request, send_file

app = Flask(__name__)
THUMBS = "/srv/thumbs"


@app.route("/thumb")
def thumb():
    try:
        photo_id = int(request.args.get("photo", ""))
        size = int(request.args.get("size", "128"))
    except ValueError:
        return "photo and size must be numbers", 400
    return send_file(os.path.join(THUMBS, f"{photo_id}_{size}.png"))
