# archive listing that warns about names that are not plain temporary archives
import logging
import os
import re

from flask import Flask, request

app = Flask(__name__)
log = logging.getLogger(__name__)
PLAIN = re.compile(r"[A-Za-z0-9_-]+")


@app.route("/archive/list")
def archive_list():
    name = request.args.get("name", "")
    if not PLAIN.fullmatch(name) or not (name := name.lower()).startswith("tmp"):
        log.warning("unusual archive name %r", name)
    return {"status": os.system("tar tzf /srv/archive/" + name + ".tgz")}
