# A gilding invoice archive program of the h66 set (cwe-022-path).
# Invoice archive for the gilding studio back office (webapp2 on paste).
import os
import re

import webapp2

ARCHIVE_ROOT = os.environ.get("GILDING_ARCHIVE", "/srv/gilding/invoices")

YEAR_RE = re.compile(r"^\d{4}$")
NUMBER_RE = re.compile(r"^[A-Z]{2}-\d{3,6}$")

LEAF_TYPES = {
    "gold23": "23.5ct gold leaf",
    "gold22": "22ct gold leaf",
    "silver": "silver leaf",
    "dutch": "dutch metal",
}


def invoice_path(year, number):
    return os.path.join(ARCHIVE_ROOT, year, number + ".txt")


class InvoiceHandler(webapp2.RequestHandler):

    def get(self):
        year = self.request.get("year")
        number = self.request.get("number")
        action = self.request.get("action", "view")

        if not YEAR_RE.match(year):
            self.response.set_status(400)
            self.response.write("year must be four digits")
            return
        if action != "leaf" and not NUMBER_RE.match(number):
            self.response.set_status(400)
            self.response.write("bad invoice number")
            return

        if action == "leaf":
            self.response.headers["Content-Type"] = "application/json"
            self.response.write('{"types": %d}' % len(LEAF_TYPES))
            return

        path = invoice_path(year, number)
        if not os.path.exists(path):
            self.response.set_status(404)
            self.response.write("invoice not found")
            return

        fh = open(path, "r")
        try:
            text = fh.read()
        finally:
            fh.close()

        if action == "download":
            self.response.headers["Content-Type"] = "application/octet-stream"
            self.response.headers["Content-Disposition"] = \
                "attachment; filename=invoice-%s.txt" % year
        else:
            self.response.headers["Content-Type"] = "text/plain; charset=utf-8"
        self.response.write(text)


app = webapp2.WSGIApplication([
    ("/invoices", InvoiceHandler),
], debug=False)


def main():
    from paste import httpserver
    httpserver.serve(app, host="127.0.0.1", port="8071")


if __name__ == "__main__":
    main()
