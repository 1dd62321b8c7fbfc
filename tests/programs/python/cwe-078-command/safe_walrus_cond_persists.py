# archive listing for plain names posted by the operator
import os
import re

from flask import Flask, request

app = Flask(__name__)
PLAIN = re.compile(r"[A-Za-z0-9_-]+")


@app.route("/archive/list", methods=["GET", "POST"])
def archive_list():
    name = request.values.get("name", "")
    valid = None
    if request.method == "POST" and (valid := PLAIN.fullmatch(name)):
        app.logger.info("listing %s", name)
    if not valid:
        return {"error": "bad name"}, 400
    return {"status": os.system("tar tzf /srv/archive/" + name + ".tgz")}
