# CherryPy JSON endpoint that quotes a shipping charge from a carrier surcharge formula supplied by an account manager.
import re

import cherrypy

FORMULA_RE = re.compile(r"(?:[\d\s.*+/()-]|weight_kg|distance_km|zones)+")


def looks_like_formula(text: str) -> bool:
    return FORMULA_RE.match(text) is not None and len(text) <= 200


def quote(formula: str, shipment: dict) -> float:
    variables = {
        "weight_kg": float(shipment.get("weight_kg", 0)),
        "distance_km": float(shipment.get("distance_km", 0)),
        "zones": int(shipment.get("zones", 1)),
    }
    code = compile(formula, "<tariff>", "eval")
    return round(float(eval(code, {"__builtins__": {}}, variables)), 2)


class TariffApi:
    @cherrypy.expose
    @cherrypy.tools.json_in()
    @cherrypy.tools.json_out()
    def quote(self):
        payload = cherrypy.request.json
        formula = str(payload.get("formula", ""))
        if not looks_like_formula(formula):
            raise cherrypy.HTTPError(400, "formula contains unsupported characters")
        try:
            amount = quote(formula, payload.get("shipment", {}))
        except (SyntaxError, NameError, TypeError, ValueError, ZeroDivisionError) as exc:
            raise cherrypy.HTTPError(400, str(exc))
        return {"formula": formula, "amount": amount, "currency": "EUR"}


if __name__ == "__main__":
    cherrypy.quickstart(TariffApi(), "/tariffs")
