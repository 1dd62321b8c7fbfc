# A puppet company directory program of the h66 set (cwe-090-ldap).
# Company directory for the puppet theatre (Pyramid + python-ldap).
# Stage managers look up who can work which puppets for a touring show.
import os

import ldap
from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

LDAP_URL = os.environ.get("PUPPET_LDAP_URL", "ldaps://ldap.puppethouse.local")
BASE_DN = "ou=company,dc=puppethouse,dc=local"
BIND_DN = os.environ.get("PUPPET_LDAP_BIND_DN", "")
BIND_PW = os.environ.get("PUPPET_LDAP_BIND_PW", "")

SKILLS = ("marionette", "rod", "glove", "shadow", "bunraku")
ATTRS = ["cn", "mail", "telephoneNumber", "puppetSkill", "touringAvailable"]


def _connect():
    conn = ldap.initialize(LDAP_URL)
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.simple_bind_s(BIND_DN, BIND_PW)
    return conn


def _decode(entry, name):
    vals = entry.get(name, [])
    return [v.decode("utf-8") for v in vals]


@view_config(route_name="directory", renderer="json")
def directory(request):
    skill = request.params.get("skill", "")
    surname = request.params.get("surname", "")
    touring = request.params.get("touring") == "1"

    if skill and skill not in SKILLS:
        raise HTTPBadRequest("unknown puppet skill")

    clauses = ["(objectClass=puppeteer)"]
    if skill:
        clauses.append("(puppetSkill=%s)" % skill)
    if surname:
        clauses.append("(sn=%s*)" % surname)
    if touring:
        clauses.append("(touringAvailable=TRUE)")
    search = "(&" + "".join(clauses) + ")"

    conn = _connect()
    try:
        results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, search, ATTRS)
    finally:
        conn.unbind_s()

    people = []
    for dn, entry in results:
        if dn is None:
            continue
        people.append({
            "name": _decode(entry, "cn")[:1],
            "mail": _decode(entry, "mail")[:1],
            "phone": _decode(entry, "telephoneNumber")[:1],
            "skills": _decode(entry, "puppetSkill"),
        })
    return {"count": len(people), "people": people}


def main(global_config, **settings):
    config = Configurator(settings=settings)
    config.add_route("directory", "/directory")
    config.scan()
    return config.make_wsgi_app()
