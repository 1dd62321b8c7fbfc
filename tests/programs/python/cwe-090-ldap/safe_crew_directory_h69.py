# A crew directory program of the h69 set (cwe-090-ldap).
import os

from flask import Flask, abort, jsonify, redirect, request, session, url_for
from ldap3 import ALL, SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
app.secret_key = os.environ["PORTAL_SESSION_KEY"]

LDAP_HOST = "ldaps://dir.alpenbahn-seilbahnen.ch"
BASE_DN = "ou=crew,dc=alpenbahn,dc=ch"
STATIONS = ["Talstation", "Mittelstation", "Bergstation", "Depot"]


def directory() -> Connection:
    server = Server(LDAP_HOST, use_ssl=True, get_info=ALL)
    return Connection(
        server,
        user=os.environ["LDAP_BIND_DN"],
        password=os.environ["LDAP_BIND_PASSWORD"],
        auto_bind=True,
        read_only=True,
    )


@app.route("/station", methods=["POST"])
def choose_station():
    if "employee" not in session:
        abort(401)
    session["station"] = request.form.get("station", STATIONS[0]).strip()
    session["role"] = request.form.get("role", "*").strip() or "*"
    return redirect(url_for("crew_on_station"))


def crew_filter() -> str:
    station = session.get("station", STATIONS[0])
    if station not in STATIONS:
        station = STATIONS[0]
    role = session.get("role", "*")
    role_filter = "(title=*)" if role == "*" else f"(title={escape_filter_chars(role)})"
    return f"(&(objectClass=inetOrgPerson)(physicalDeliveryOfficeName={escape_filter_chars(station)}){role_filter})"


@app.route("/crew")
def crew_on_station():
    if "employee" not in session:
        abort(401)
    conn = directory()
    try:
        conn.search(
            BASE_DN,
            crew_filter(),
            search_scope=SUBTREE,
            attributes=["cn", "title", "telephoneNumber", "physicalDeliveryOfficeName"],
            size_limit=200,
        )
        crew = [
            {
                "name": str(e.cn),
                "role": str(e.title),
                "phone": str(e.telephoneNumber),
                "station": str(e.physicalDeliveryOfficeName),
            }
            for e in conn.entries
        ]
    finally:
        conn.unbind()
    return jsonify(station=session.get("station"), crew=crew)


@app.route("/stations")
def stations():
    return jsonify(stations=STATIONS, current=session.get("station"))


if __name__ == "__main__":
    app.run(port=8110)
