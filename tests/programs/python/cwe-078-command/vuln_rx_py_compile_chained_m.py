# A regex or trim test: py compile chained m (written in review)
import os, re
from flask import request

def ping():
    host = request.args["host"]
    if re.compile(r"^[a-z0-9]+$", re.M).search(host):
        os.system("ping -c 1 " + host)
