# Bottle app that previews a personalised greeting card message.
from bottle import Bottle, request, template

app = Bottle()

CARD = """<div class="card">
  <h2>For {{recipient}}</h2>
  <p>{{body}}</p>
</div>"""
DEFAULT_MESSAGE = "Happy birthday, {{name}}!"


def personalise(message, recipient):
    return template(message, name=recipient)


@app.post("/cards/preview")
def preview_card():
    recipient = request.forms.getunicode("recipient", default="friend")
    message = request.forms.getunicode("message", default=DEFAULT_MESSAGE)
    if len(message) > 500:
        return {"error": "message too long"}
    body = personalise(message, recipient)
    return template(CARD, recipient=recipient, body=body)


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8080)
