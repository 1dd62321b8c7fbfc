# staff directory lookup with the filter value escaped
from flask import Flask, request
from ldap3 import Server, Connection, ALL
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
server = Server("ldap.corp.internal", get_info=ALL)


@app.route("/staff")
def staff():
    surname = escape_filter_chars(request.args.get("surname", ""))
    directory = Connection(server, auto_bind=True)
    directory.search("ou=people,dc=corp,dc=internal", f"(sn={surname})", attributes=["mail"])
    return {"mail": [str(e.mail) for e in directory.entries]}
