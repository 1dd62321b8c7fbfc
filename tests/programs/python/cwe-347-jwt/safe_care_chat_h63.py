# A care chat program of the h63 set (cwe-347-jwt).
"""Live care-advice chat for bonsai club members; sessions are opened with the club's JWT."""
import asyncio
import json
import logging
import os
from dataclasses import dataclass
from typing import Dict, Set

import jwt
import websockets

log = logging.getLogger("care_chat")

JWT_AUDIENCE = "bonsai-care-chat"


@dataclass(frozen=True)
class Member:
    member_id: str
    display_name: str
    role: str


class AuthenticationFailed(Exception):
    pass


class TokenAuthenticator:
    def __init__(self, signing_key: str):
        self._signing_key = signing_key

    def authenticate(self, token: str) -> Member:
        try:
            claims = jwt.decode(
                token, self._signing_key, algorithms=["HS256"], audience=JWT_AUDIENCE,
                options={"require": ["exp", "sub"]},
            )
        except jwt.PyJWTError as exc:
            raise AuthenticationFailed(str(exc)) from exc
        return Member(claims["sub"], claims.get("name", "member"), claims.get("role", "member"))


class ChatRoom:
    def __init__(self, name: str):
        self.name = name
        self._clients: Dict[object, Member] = {}

    def join(self, websocket, member: Member) -> None:
        self._clients[websocket] = member

    def leave(self, websocket) -> None:
        self._clients.pop(websocket, None)

    async def broadcast(self, sender: Member, text: str) -> None:
        payload = json.dumps({"from": sender.display_name, "role": sender.role, "text": text[:1000]})
        await asyncio.gather(*(ws.send(payload) for ws in list(self._clients)), return_exceptions=True)


class ChatServer:
    ROOMS: Set[str] = {"junipers", "deciduous", "tropical", "styling-clinic"}

    def __init__(self, authenticator: TokenAuthenticator):
        self._authenticator = authenticator
        self._rooms = {name: ChatRoom(name) for name in self.ROOMS}

    async def handle(self, websocket) -> None:
        hello = json.loads(await websocket.recv())
        try:
            member = self._authenticator.authenticate(str(hello.get("token", "")))
        except (AuthenticationFailed, KeyError):
            await websocket.close(code=4401, reason="authentication required")
            return
        room = self._rooms.get(hello.get("room"))
        if room is None:
            await websocket.close(code=4404, reason="no such room")
            return
        room.join(websocket, member)
        try:
            async for raw in websocket:
                message = json.loads(raw)
                await room.broadcast(member, str(message.get("text", "")))
        finally:
            room.leave(websocket)


async def main() -> None:
    server = ChatServer(TokenAuthenticator(os.environ["CARE_CHAT_JWT_KEY"]))
    async with websockets.serve(server.handle, "0.0.0.0", 8700):
        await asyncio.Future()


if __name__ == "__main__":
    asyncio.run(main())
