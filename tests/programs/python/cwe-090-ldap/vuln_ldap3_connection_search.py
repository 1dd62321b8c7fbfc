# staff directory lookup against the company LDAP server
from flask import Flask, request
from ldap3 import Server, Connection, ALL

app = Flask(__name__)
server = Server("ldap.corp.internal", get_info=ALL)


@app.route("/staff")
def staff():
    surname = request.args.get("surname", "")
    directory = Connection(server, auto_bind=True)
    directory.search("ou=people,dc=corp,dc=internal", f"(sn={surname})", attributes=["mail"])
    return {"mail": [str(e.mail) for e in directory.entries]}
