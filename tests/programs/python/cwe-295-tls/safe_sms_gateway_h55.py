# Session wrapper for relaying outbound SMS to a mobile carrier's SMPP gateway over TLS.
import os
import socket
import ssl
import struct
from contextlib import contextmanager
from dataclasses import dataclass


@dataclass(frozen=True)
class GatewayConfig:
    host: str
    port: int
    system_id: str
    password: str

    @classmethod
    def load(cls) -> "GatewayConfig":
        return cls(
            host=os.environ.get("SMPP_HOST", "smpp.carrier.example"),
            port=int(os.environ.get("SMPP_PORT", "3550")),
            system_id=os.environ["SMPP_SYSTEM_ID"],
            password=os.environ["SMPP_PASSWORD"],
        )


class TlsContextFactory:
    @staticmethod
    def create() -> ssl.SSLContext:
        ctx = ssl.create_default_context(cafile=os.environ.get("SMPP_CA_FILE"))
        ctx.minimum_version = ssl.TLSVersion.TLSv1_2
        return ctx


class SmppSession:
    BIND_TRANSMITTER = 0x00000002
    UNBIND = 0x00000006

    def __init__(self, config: GatewayConfig, ctx_factory=TlsContextFactory):
        self.config = config
        self.ctx = ctx_factory.create()
        self._seq = 0

    def _pdu(self, command_id: int, body: bytes = b"") -> bytes:
        self._seq += 1
        return struct.pack(">IIII", 16 + len(body), command_id, 0, self._seq) + body

    def _bind_body(self) -> bytes:
        cstr = lambda s: s.encode("ascii") + b"\x00"
        return cstr(self.config.system_id) + cstr(self.config.password) + cstr("") + b"\x34\x00\x00" + cstr("")

    @contextmanager
    def connect(self):
        raw = socket.create_connection((self.config.host, self.config.port), timeout=10)
        conn = self.ctx.wrap_socket(raw, server_hostname=self.config.host)
        try:
            conn.sendall(self._pdu(self.BIND_TRANSMITTER, self._bind_body()))
            conn.recv(1024)
            yield conn
            conn.sendall(self._pdu(self.UNBIND))
        finally:
            conn.close()
