# object graph decoded with jsonpickle
import jsonpickle
from flask import Flask, request

app = Flask(__name__)


@app.route("/import", methods=["POST"])
def import_obj():
    obj = jsonpickle.decode(request.get_data(as_text=True))
    return str(obj)
