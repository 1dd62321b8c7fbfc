# A route setters program of the h63 set (cwe-090-ldap).
"""Staff directory lookup for the climbing gym's route-setting and belay teams."""
import os
from dataclasses import dataclass
from typing import List

from flask import Blueprint, Flask, jsonify, request
from flask.views import MethodView
from ldap3 import NONE, SUBTREE, Connection, Server

TEAMS = {"route-setting", "belay-instructors", "front-desk", "youth-squad"}


@dataclass(frozen=True)
class StaffLookup:
    name_fragment: str
    team: str

    def __post_init__(self):
        if self.team not in TEAMS:
            raise ValueError(f"unknown team {self.team!r}")
        if not 2 <= len(self.name_fragment) <= 40:
            raise ValueError("search term must be 2 to 40 characters")


class LdapSettings:
    def __init__(self):
        self.url = os.environ["GYM_LDAP_URL"]
        self.bind_dn = os.environ["GYM_LDAP_BIND_DN"]
        self.bind_password = os.environ["GYM_LDAP_BIND_PASSWORD"]
        self.base_dn = os.environ.get("GYM_LDAP_BASE_DN", "ou=staff,dc=summitwall,dc=example")


class StaffDirectory:
    ATTRIBUTES = ["cn", "mail", "telephoneNumber", "title"]

    def __init__(self, settings: LdapSettings):
        self._settings = settings
        self._server = Server(settings.url, use_ssl=True, get_info=NONE)

    def search(self, lookup: StaffLookup) -> List[dict]:
        search_filter = (
            f"(&(objectClass=inetOrgPerson)(ou={lookup.team})"
            f"(cn=*{lookup.name_fragment}*))"
        )
        with Connection(self._server, self._settings.bind_dn, self._settings.bind_password,
                        auto_bind=True, read_only=True) as conn:
            conn.search(self._settings.base_dn, search_filter, search_scope=SUBTREE,
                        attributes=self.ATTRIBUTES, size_limit=25)
            return [entry.entry_attributes_as_dict for entry in conn.entries]


class StaffService:
    def __init__(self, directory: StaffDirectory):
        self._directory = directory

    def find(self, lookup: StaffLookup) -> List[dict]:
        return [
            {"name": e["cn"][0], "mail": (e.get("mail") or [None])[0], "title": (e.get("title") or [""])[0]}
            for e in self._directory.search(lookup)
        ]


class StaffLookupView(MethodView):
    def __init__(self, service: StaffService):
        self._service = service

    def get(self, team: str):
        try:
            lookup = StaffLookup(name_fragment=request.args.get("name", "").strip(), team=team)
        except ValueError as exc:
            return jsonify(error=str(exc)), 400
        return jsonify(team=team, staff=self._service.find(lookup))


staff_bp = Blueprint("staff", __name__)


def create_app() -> Flask:
    app = Flask(__name__)
    directory = StaffDirectory(LdapSettings())
    staff_bp.add_url_rule(
        "/teams/<team>/staff",
        view_func=StaffLookupView.as_view("staff_lookup", StaffService(directory)),
    )
    app.register_blueprint(staff_bp)
    return app
