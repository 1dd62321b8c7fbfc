# helper escapes the name before building the filter
import ldap
from ldap.filter import escape_filter_chars
from flask import Flask, request

app = Flask(__name__)


def by_mail(mail):
    return "(mail=" + escape_filter_chars(mail) + ")"


@app.route("/who")
def who():
    conn = ldap.initialize("ldap://directory.local")
    res = conn.search_s("dc=example,dc=org", ldap.SCOPE_SUBTREE, by_mail(request.args.get("mail", "")))
    return str(res)
