// Vert.x Web verticle rendering the welcome banner for a multiplayer game lobby room.
package net.pixelforge.lobby;

import java.util.Map;
import java.util.regex.Pattern;

import io.vertx.core.AbstractVerticle;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

public class LobbyVerticle extends AbstractVerticle {

    private static final Pattern NICKNAME = Pattern.compile("[A-Za-z0-9_]{3,16}");
    private static final Map<String, String> ROOM_LABELS = Map.of(
            "casual", "Casual Arena",
            "ranked", "Ranked Ladder",
            "coop", "Co-op Raids");

    @Override
    public void start() {
        Router router = Router.router(vertx);
        router.get("/lobby/:room/welcome").handler(this::welcome);
        vertx.createHttpServer().requestHandler(router).listen(8088);
    }

    private void welcome(RoutingContext ctx) {
        String room = ROOM_LABELS.getOrDefault(ctx.pathParam("room"), "Lobby");
        String nick = ctx.request().getParam("nick");
        if (nick == null || !NICKNAME.matcher(nick).matches()) {
            ctx.response().setStatusCode(400).end("nickname must be 3-16 letters, digits or _");
            return;
        }
        String banner = "<h2>Welcome to " + room + ", " + nick + "!</h2>"
                + "<p>Matchmaking starts when four players are ready.</p>";
        ctx.response()
                .putHeader("Content-Type", "text/html; charset=utf-8")
                .end(banner);
    }
}
