# looks up a domain with whois: the raw value comes after `--`, so it is only the operand
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.get("/whois")
def whois():
    domain = request.args.get("domain", "")
    res = subprocess.run(["whois", "--", domain], capture_output=True, text=True, timeout=20)
    return {"text": res.stdout}
