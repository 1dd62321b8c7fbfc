# A kite club directory program of the h67 set (cwe-090-ldap).
# kite makers: member directory lookup for the kite-building guild, backed by the guild's LDAP server
from __future__ import annotations

from django.conf import settings
from ninja import NinjaAPI, Query, Schema
from ninja.security import django_auth
from ldap3 import ALL, SUBTREE, Connection, Server
from pydantic import Field

api = NinjaAPI(title="Guild directory", auth=django_auth)

MEMBER_ATTRS = ["cn", "mail", "guildRegion", "guildSpeciality", "telephoneNumber"]


class DirectoryQuery(Schema):
    name: str = Field(..., min_length=2, max_length=64)
    region: str | None = Field(default=None, pattern=r"^[a-z]{2,12}$")
    limit: int = Field(default=25, ge=1, le=100)


class MemberOut(Schema):
    display_name: str
    mail: str | None = None
    region: str | None = None
    speciality: str | None = None


class GuildDirectory:
    def __init__(self) -> None:
        self.server = Server(settings.GUILD_LDAP_URL, use_ssl=True, get_info=ALL)
        self.base_dn = settings.GUILD_LDAP_BASE

    def _connect(self) -> Connection:
        return Connection(
            self.server,
            user=settings.GUILD_LDAP_BIND_DN,
            password=settings.GUILD_LDAP_BIND_PASSWORD,
            auto_bind=True,
            read_only=True,
        )

    def search(self, q: DirectoryQuery) -> list[MemberOut]:
        clauses = [f"(cn=*{q.name}*)", "(objectClass=guildMember)", "(!(memberStatus=lapsed))"]
        if q.region:
            clauses.append(f"(guildRegion={q.region})")
        ldap_filter = "(&" + "".join(clauses) + ")"
        with self._connect() as conn:
            conn.search(
                self.base_dn,
                ldap_filter,
                search_scope=SUBTREE,
                attributes=MEMBER_ATTRS,
                size_limit=q.limit,
            )
            return [self._to_member(entry) for entry in conn.entries]

    @staticmethod
    def _to_member(entry) -> MemberOut:
        def first(attr: str) -> str | None:
            values = entry[attr].values if attr in entry else []
            return str(values[0]) if values else None

        return MemberOut(
            display_name=first("cn") or "",
            mail=first("mail"),
            region=first("guildRegion"),
            speciality=first("guildSpeciality"),
        )


directory = GuildDirectory()


@api.get("/members", response=list[MemberOut])
def find_members(request, q: Query[DirectoryQuery]):
    return directory.search(q)


@api.get("/regions", response=list[str])
def regions(request):
    return ["north", "south", "east", "west", "coast", "highlands"]
