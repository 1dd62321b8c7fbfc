# A drystone survey cli program of the h65 set (cwe-611-xxe).
import csv
import xml.sax
from xml.sax.handler import feature_external_ges, feature_external_pes

import click

# Roughly a tonne of stone per square metre of wall face for a double-skinned wall.
TONNES_PER_M2 = 1.1
METRES_PER_DAY = {"limestone": 4.5, "gritstone": 3.5, "slate": 3.0, "granite": 2.5}


class SurveyHandler(xml.sax.ContentHandler):
    """Collects <wall> entries from a field-boundary survey."""

    def __init__(self):
        super().__init__()
        self.walls = []
        self._current = None
        self._text = []

    def startElement(self, name, attrs):
        if name == "wall":
            self._current = {
                "id": attrs.get("id", ""),
                "length_m": float(attrs.get("length_m", "0")),
                "height_m": float(attrs.get("height_m", "1.4")),
                "stone": attrs.get("stone", "limestone"),
                "collapsed_m": float(attrs.get("collapsed_m", "0")),
            }
        self._text = []

    def characters(self, content):
        self._text.append(content)

    def endElement(self, name):
        if name == "condition" and self._current is not None:
            self._current["condition"] = "".join(self._text).strip()
        elif name == "wall" and self._current is not None:
            self.walls.append(self._current)
            self._current = None


def load_survey(path):
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, False)
    parser.setFeature(feature_external_pes, False)
    handler = SurveyHandler()
    parser.setContentHandler(handler)
    parser.parse(path)
    return handler.walls


@click.command()
@click.argument("survey", type=click.Path(exists=True, dir_okay=False))
@click.option("--out", type=click.File("w"), default="-", help="CSV estimate, stdout by default")
def estimate(survey, out):
    """Turn a landowner's boundary survey into a rebuild estimate for the gang."""
    walls = load_survey(survey)
    writer = csv.writer(out)
    writer.writerow(["wall", "stone", "rebuild_m", "tonnes", "days", "condition"])
    for wall in walls:
        rebuild = min(wall["collapsed_m"], wall["length_m"])
        tonnes = rebuild * wall["height_m"] * TONNES_PER_M2
        days = rebuild / METRES_PER_DAY.get(wall["stone"], 3.0)
        writer.writerow(
            [wall["id"], wall["stone"], f"{rebuild:.1f}", f"{tonnes:.1f}", f"{days:.1f}", wall.get("condition", "")]
        )
    click.echo(f"{len(walls)} walls estimated", err=True)


if __name__ == "__main__":
    estimate()
