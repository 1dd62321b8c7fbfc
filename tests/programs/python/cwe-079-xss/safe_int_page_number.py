# page number parsed with int() is the only request value shown in the markup
from flask import Flask, request

app = Flask(__name__)


@app.route("/list")
def listing():
    page = int(request.args.get("page", "1"))
    return "<nav>Page <b>%d</b> of 40</nav>" % page
