// Game lobby HTTP service that creates join codes for private matches
package gg.arenacore.lobby;

import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;

import io.javalin.Javalin;
import io.javalin.http.Context;

public class LobbyInviteServer {

    private static final String ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    private static final int CODE_LENGTH = 8;

    record Invite(String lobbyId, String hostPlayer, Instant expiresAt) {}

    private final Map<String, Invite> invites = new ConcurrentHashMap<>();

    public static void main(String[] args) {
        LobbyInviteServer server = new LobbyInviteServer();
        Javalin.create()
                .post("/lobbies/{lobbyId}/invites", server::createInvite)
                .post("/invites/{code}/join", server::join)
                .start(7070);
    }

    void createInvite(Context ctx) {
        String lobbyId = ctx.pathParam("lobbyId");
        String host = ctx.header("X-Player-Id");
        String code = newCode();
        invites.put(code, new Invite(lobbyId, host, Instant.now().plusSeconds(900)));
        ctx.status(201).json(Map.of("code", code, "lobby", lobbyId));
    }

    void join(Context ctx) {
        Invite invite = invites.get(ctx.pathParam("code").toUpperCase());
        if (invite == null || invite.expiresAt().isBefore(Instant.now())) {
            ctx.status(404).result("invite not found");
            return;
        }
        ctx.json(Map.of("lobby", invite.lobbyId(), "host", String.valueOf(invite.hostPlayer())));
    }

    private static String newCode() {
        StringBuilder sb = new StringBuilder(CODE_LENGTH);
        ThreadLocalRandom rng = ThreadLocalRandom.current();
        for (int i = 0; i < CODE_LENGTH; i++) {
            sb.append(ALPHABET.charAt(rng.nextInt(ALPHABET.length())));
        }
        return sb.toString();
    }
}
