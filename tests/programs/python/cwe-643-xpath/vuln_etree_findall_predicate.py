# staff directory lookup over a bundled XML file
import xml.etree.ElementTree as ET

from flask import Flask, jsonify, request

app = Flask(__name__)
TREE = ET.parse("staff.xml")


@app.route("/staff")
def staff():
    dept = request.args.get("dept", "")
    root = TREE.getroot()
    people = root.findall(".//person[@dept='" + dept + "']")
    return jsonify([p.get("name") for p in people])
