# A chair cane quote program of the h66 set (cwe-079-xss).
# Quote calculator for re-caning chair seats (Flask 0.10, never rewritten).
from flask import Flask, request
from html import escape

app = Flask(__name__)

# price per square inch of seat, in pence
RATES = {
    "hand": 9,
    "pre-woven": 5,
    "rush": 7,
    "danish-cord": 6,
}

PAGE = "<html><head><title>Seat quote</title></head><body>%s</body></html>"


def seat_area(width, depth, shape):
    if shape == "round":
        return 3.1416 * (width / 2.0) * (depth / 2.0)
    if shape == "trapezoid":
        return width * depth * 0.85
    return width * depth


@app.route("/quote")
def quote():
    op = request.args.get("op", "quote")
    customer = request.args.get("customer", "")
    method = request.args.get("method", "hand")
    shape = request.args.get("shape", "square")
    try:
        width = float(request.args.get("width", "0"))
        depth = float(request.args.get("depth", "0"))
    except ValueError:
        return PAGE % "<p>Width and depth must be numbers.</p>", 400

    if method not in RATES:
        return PAGE % "<p>Unknown caning method.</p>", 400

    area = seat_area(width, depth, shape)
    pence = int(round(area * RATES[method]))

    if op == "preview":
        body = "<h2>Draft quote for " + customer + "</h2>"
        body += "<p>Approximate seat area: %.0f sq in</p>" % area
        return PAGE % body

    body = "<h2>Quote for " + escape(customer) + "</h2>"
    body += "<p>Method: %s, shape: %s</p>" % (escape(method), escape(shape))
    body += "<p>Seat area %.0f sq in at %dp = &pound;%.2f</p>" % (
        area, RATES[method], pence / 100.0)
    return PAGE % body


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=5010)
