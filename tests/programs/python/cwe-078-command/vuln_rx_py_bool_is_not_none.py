# A regex or trim test: py bool is not none (written in review)
import os
from flask import request

def notify():
    name = request.args["name"]
    if name.isalnum() is not None:
        os.system("echo " + name)
