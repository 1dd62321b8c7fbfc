# A pen claim tickets program of the h66 set (cwe-330-random).
# Claim tickets for pens left at the fountain pen repair counter (CherryPy 3).
# The customer gets a claim code on a slip; they need it to collect the pen
# or to see the repair quote online.
import time
import random
import string
import threading

import cherrypy

CODE_ALPHABET = string.ascii_uppercase + string.digits
CODE_LENGTH = 10
_rng = random.SystemRandom()

_tickets = {}
_lock = threading.Lock()


def new_claim_code():
    return "".join(_rng.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


class RepairCounter(object):

    @cherrypy.expose
    @cherrypy.tools.json_out()
    def intake(self, maker="", model="", fault="", nib="M"):
        if cherrypy.request.method != "POST":
            raise cherrypy.HTTPError(405)
        if not maker or not fault:
            raise cherrypy.HTTPError(400, "maker and fault are required")
        with _lock:
            code = new_claim_code()
            while code in _tickets:
                code = new_claim_code()
            _tickets[code] = {
                "maker": maker[:40],
                "model": model[:40],
                "nib": nib[:4],
                "fault": fault[:200],
                "received": time.strftime("%Y-%m-%d"),
                "quote_pence": None,
                "status": "waiting",
            }
        return {"claim_code": code}

    @cherrypy.expose
    @cherrypy.tools.json_out()
    def status(self, code=""):
        ticket = _tickets.get(code.strip().upper())
        if ticket is None:
            raise cherrypy.HTTPError(404, "no such claim code")
        return ticket

    @cherrypy.expose
    @cherrypy.tools.json_out()
    def collect(self, code=""):
        if cherrypy.request.method != "POST":
            raise cherrypy.HTTPError(405)
        with _lock:
            ticket = _tickets.pop(code.strip().upper(), None)
        if ticket is None:
            raise cherrypy.HTTPError(404, "no such claim code")
        return {"released": ticket["maker"] + " " + ticket["model"]}


if __name__ == "__main__":
    cherrypy.config.update({"server.socket_host": "127.0.0.1",
                            "server.socket_port": 8092})
    cherrypy.quickstart(RepairCounter(), "/counter")
