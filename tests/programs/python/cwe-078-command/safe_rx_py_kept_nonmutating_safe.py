# A regex or trim test: py kept nonmutating (written in review)
import os, re
from flask import request

def notify():
    name = request.args["a"]
    ok = re.fullmatch(r"[a-z]+", name)
    print(name.upper())
    if ok:
        os.system("echo " + name)
