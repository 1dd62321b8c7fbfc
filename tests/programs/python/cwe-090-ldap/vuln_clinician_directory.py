# Pyramid view that searches the hospital staff directory for clinicians by surname and department.
import os
from dataclasses import dataclass, field
from typing import List

from ldap3 import ALL, SUBTREE, Connection, Server
from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

DEPARTMENTS = {"cardio": "Cardiology", "ortho": "Orthopaedics", "peds": "Paediatrics", "er": "Emergency"}


@dataclass
class DirectorySettings:
    url: str = field(default_factory=lambda: os.environ.get("LDAP_URL", "ldaps://ldap.stmarys.internal"))
    bind_dn: str = field(default_factory=lambda: os.environ.get("LDAP_BIND_DN", ""))
    bind_password: str = field(default_factory=lambda: os.environ.get("LDAP_BIND_PASSWORD", ""))
    base_dn: str = "ou=staff,dc=stmarys,dc=org"


@dataclass
class ClinicianQuery:
    surname: str
    department: str


class DirectoryClient:
    def __init__(self, settings: DirectorySettings):
        self.settings = settings
        self.server = Server(settings.url, use_ssl=True, get_info=ALL)

    def search(self, ldap_filter: str) -> List[dict]:
        with Connection(self.server, self.settings.bind_dn, self.settings.bind_password, auto_bind=True) as conn:
            conn.search(self.settings.base_dn, ldap_filter, search_scope=SUBTREE,
                        attributes=["cn", "title", "telephoneNumber", "mail"], size_limit=50)
            return [e.entry_attributes_as_dict for e in conn.entries]


class ClinicianLookup:
    def __init__(self, client: DirectoryClient):
        self.client = client

    def build_filter(self, q: ClinicianQuery) -> str:
        surname = q.surname
        return f"(&(objectClass=inetOrgPerson)(employeeType=clinician)(ou={q.department})(sn={surname}*))"

    def find(self, q: ClinicianQuery) -> List[dict]:
        return self.client.search(self.build_filter(q))


@view_config(route_name="clinicians", renderer="json", request_method="GET")
def clinicians(request):
    surname = request.params.get("surname", "").strip()
    dept = DEPARTMENTS.get(request.params.get("dept", ""))
    if not surname or dept is None:
        raise HTTPBadRequest("surname and a known dept are required")
    lookup = ClinicianLookup(DirectoryClient(DirectorySettings()))
    return {"results": lookup.find(ClinicianQuery(surname, dept))}


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("clinicians", "/directory/clinicians")
        config.scan()
        return config.make_wsgi_app()
