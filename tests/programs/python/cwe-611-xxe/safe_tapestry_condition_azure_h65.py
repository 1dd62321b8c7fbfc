# A tapestry condition azure program of the h65 set (cwe-611-xxe).
import json
import logging

import azure.functions as func
from lxml import etree

app = func.FunctionApp(http_auth_level=func.AuthLevel.FUNCTION)

# Condition reports are exported from the conservators' survey app as XML.
REPORT_PARSER = etree.XMLParser(resolve_entities=False, load_dtd=False, no_network=True, huge_tree=False)

SEVERITY = {0: "stable", 1: "minor", 2: "moderate", 3: "severe", 4: "critical"}


def read_zones(root):
    zones = []
    for zone in root.iterfind("zones/zone"):
        try:
            severity = min(max(int(zone.get("severity", "0")), 0), 4)
        except ValueError:
            severity = 0
        zones.append(
            {
                "zone": zone.get("id", ""),
                "damage": zone.findtext("damage", default="").strip(),
                "level": severity,
                "severity": SEVERITY[severity],
                "notes": zone.findtext("notes", default="").strip(),
            }
        )
    return zones


@app.route(route="condition-reports", methods=["POST"])
def condition_report(req: func.HttpRequest) -> func.HttpResponse:
    body = req.get_body()
    if not body:
        return func.HttpResponse("empty report", status_code=400)
    if len(body) > 2_000_000:
        return func.HttpResponse("report too large", status_code=413)

    try:
        root = etree.fromstring(body, REPORT_PARSER)
    except etree.XMLSyntaxError as err:
        logging.warning("unreadable condition report: %s", err)
        return func.HttpResponse("report is not well-formed XML", status_code=400)

    if root.tag != "conditionReport":
        return func.HttpResponse("not a condition report", status_code=422)

    zones = read_zones(root)
    summary = {
        "accession": root.findtext("accession", default=""),
        "title": root.findtext("title", default=""),
        "surveyed_by": root.findtext("surveyor", default=""),
        "zones": zones,
        "needs_wet_cleaning": any(z["damage"] == "soiling" for z in zones),
        "worst": SEVERITY[max((z["level"] for z in zones), default=0)],
    }
    return func.HttpResponse(json.dumps(summary), status_code=200, mimetype="application/json")
