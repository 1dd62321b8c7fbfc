# A rug dye bath program of the h66 set (cwe-094-code).
# Dye-bath calculator for the rug weavers' dye shed (CherryPy 3).
# Dyers type the recipe formula they keep in their notebooks, e.g.
#   "wool_kg * 0.04 + water_l * 0.001"
import cherrypy

MORDANTS = {
    "alum": 0.12,
    "iron": 0.02,
    "tin": 0.01,
}

DYESTUFFS = ("madder", "weld", "indigo", "cochineal", "walnut")


def _looks_numeric(expr):
    # formulas always start with a variable or a number
    return bool(expr) and (expr[0].isalnum() or expr[0] == "(")


def evaluate(formula, variables):
    return eval(formula, {"__builtins__": {}}, variables)


class DyeShed(object):

    @cherrypy.expose
    def index(self):
        return ("<form action='bath'>wool kg <input name='wool_kg'> "
                "water l <input name='water_l'> formula <input name='formula'> "
                "mordant <input name='mordant'><button>Work out</button></form>")

    @cherrypy.expose
    def bath(self, wool_kg="1", water_l="20", formula="wool_kg * 0.05",
             mordant="alum", dyestuff="madder"):
        try:
            wool = float(wool_kg)
            water = float(water_l)
        except ValueError:
            raise cherrypy.HTTPError(400, "weights must be numbers")
        if mordant not in MORDANTS:
            raise cherrypy.HTTPError(400, "unknown mordant")
        if dyestuff not in DYESTUFFS:
            raise cherrypy.HTTPError(400, "unknown dyestuff")
        if len(formula) > 500 or not _looks_numeric(formula):
            raise cherrypy.HTTPError(400, "formula not understood")

        variables = {"wool_kg": wool, "water_l": water}
        try:
            dye_kg = float(evaluate(formula, variables))
        except Exception:
            raise cherrypy.HTTPError(400, "formula not understood")

        cherrypy.response.headers["Content-Type"] = "text/plain"
        return ("%s bath: %.3f kg dyestuff, %.3f kg %s mordant, %.1f l water\n"
                % (dyestuff, dye_kg, wool * MORDANTS[mordant], mordant, water))


if __name__ == "__main__":
    cherrypy.config.update({"server.socket_host": "127.0.0.1",
                            "server.socket_port": 8091})
    cherrypy.quickstart(DyeShed(), "/")
