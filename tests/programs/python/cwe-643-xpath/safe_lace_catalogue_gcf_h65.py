# A lace catalogue gcf program of the h65 set (cwe-643-xpath).
import os

import functions_framework
from flask import jsonify
from lxml import etree

TECHNIQUES = {"torchon", "bucks_point", "honiton", "bedfordshire", "binche", "cluny"}

# The pattern catalogue is published from the guild's editor as a single XML document;
# patterns still being test-worked carry published="no" until the designer releases them.
CATALOGUE = etree.parse(os.environ.get("LACE_CATALOGUE_XML", "/srv/lace/catalogue.xml"))


def find_patterns(technique: str, designer: str):
    expr = (
        "/catalogue/pattern[@published='yes' and @technique=$technique"
        + (" and designer=$designer" if designer else "")
        + "]"
    )
    return CATALOGUE.xpath(expr, technique=technique, designer=designer)


def to_json(pattern):
    return {
        "code": pattern.get("code"),
        "title": pattern.findtext("title"),
        "designer": pattern.findtext("designer"),
        "pairs": int(pattern.findtext("pairs", default="0")),
        "pricking_scale": pattern.findtext("scale"),
        "price_gbp": pattern.findtext("price"),
    }


@functions_framework.http
def lace_patterns(request):
    """GET ?technique=torchon&designer=Ann+Collier -> released patterns for the shop front."""
    technique = request.args.get("technique", "torchon")
    designer = request.args.get("designer", "").strip()

    if technique not in TECHNIQUES:
        return jsonify(error="unknown lace technique"), 400
    if len(designer) > 80:
        return jsonify(error="designer name too long"), 400

    patterns = [to_json(p) for p in find_patterns(technique, designer)]
    return jsonify(technique=technique, count=len(patterns), patterns=patterns), 200, {
        "Cache-Control": "public, max-age=600"
    }
