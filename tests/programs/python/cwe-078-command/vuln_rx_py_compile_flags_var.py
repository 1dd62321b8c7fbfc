# A regex or trim test: py compile flags var (written in review)
import os, re
from flask import request

FLAGS = re.MULTILINE | re.IGNORECASE
HOST = re.compile(r"^[a-z0-9]+$", FLAGS)

def ping():
    host = request.args["host"]
    if HOST.search(host):
        os.system("ping -c 1 " + host)
