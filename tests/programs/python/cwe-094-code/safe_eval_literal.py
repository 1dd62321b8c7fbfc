# eval of a literal expression and ast.literal_eval of the query value
import ast

from flask import Flask, request

app = Flask(__name__)


@app.route("/parse")
def parse():
    base = eval("1 + 1")
    value = ast.literal_eval(request.args.get("v", "0"))
    return {"base": base, "value": value}
