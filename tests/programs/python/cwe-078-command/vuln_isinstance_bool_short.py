# Run a cleanup job with an optional age limit given by the caller.
import os
from flask import Flask, request, abort

app = Flask(__name__)


@app.route("/cleanup", methods=["POST"])
def cleanup():
    days = request.json.get("days")
    if isinstance(days, bool) or days:
        os.system("find /srv/tmp -mtime +%s -delete" % days)
    return "", 204
