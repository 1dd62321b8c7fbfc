# shows the contents of several files a visitor names, read in a comprehension
from flask import Flask, request

app = Flask(__name__)


@app.route("/files")
def files():
    texts = [open("/srv/notes/" + name).read() for name in request.args.getlist("name")]
    return {"texts": texts}
