# literal structure parsed from the body
import ast

from flask import Flask, request

app = Flask(__name__)


@app.route("/parse", methods=["POST"])
def parse():
    return str(ast.literal_eval(request.get_data(as_text=True)))
