# A harp workshop directory grpc program of the h65 set (cwe-090-ldap).
import os
import ssl

import grpc
from ldap3 import SUBTREE, Connection, Server, Tls

from harpworks.directory.v1 import directory_pb2, directory_pb2_grpc


class WorkshopDirectory:
    """Looks up harp makers and apprentices in the workshop's LDAP directory."""

    def __init__(self):
        self._server = Server(
            os.environ["LDAP_URL"],
            use_ssl=True,
            tls=Tls(validate=ssl.CERT_REQUIRED),
            connect_timeout=5,
        )
        self._bind_dn = os.environ["LDAP_BIND_DN"]
        self._bind_password = os.environ["LDAP_BIND_PASSWORD"]
        self._base = os.environ.get("LDAP_BASE", "ou=makers,dc=harpworks,dc=co,dc=uk")

    def find_maker(self, username: str):
        search_filter = f"(&(objectClass=inetOrgPerson)(uid={username}))"
        with Connection(
            self._server, self._bind_dn, self._bind_password, auto_bind=True, read_only=True
        ) as conn:
            conn.search(
                self._base,
                search_filter,
                search_scope=SUBTREE,
                attributes=["cn", "mail", "title", "telephoneNumber", "departmentNumber"],
                size_limit=5,
            )
            return list(conn.entries)


class DirectoryService(directory_pb2_grpc.DirectoryServicer):
    def __init__(self, directory: WorkshopDirectory):
        self._directory = directory

    def LookupMaker(self, request, context):
        username = request.username.strip()
        if not username or len(username) > 64:
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, "username must be 1-64 characters")

        entries = self._directory.find_maker(username)
        if not entries:
            context.abort(grpc.StatusCode.NOT_FOUND, "no such maker")

        entry = entries[0]
        return directory_pb2.Maker(
            username=username,
            full_name=str(entry.cn),
            email=str(entry.mail),
            role=str(entry.title),
            bench=str(entry.departmentNumber),
            extension=str(entry.telephoneNumber),
        )


def register(server):
    directory_pb2_grpc.add_DirectoryServicer_to_server(DirectoryService(WorkshopDirectory()), server)
