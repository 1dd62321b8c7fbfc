# A regex or trim test: py compile int flag (written in review)
import os, re
from flask import request

HOST = re.compile(r"^[a-z0-9]+$", 8)  # 8 == re.MULTILINE

def ping():
    host = request.args["host"]
    if HOST.search(host):
        os.system("ping -c 1 " + host)
