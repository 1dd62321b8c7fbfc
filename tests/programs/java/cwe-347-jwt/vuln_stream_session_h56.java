// WebSocket endpoint for listening-party rooms that admits premium listeners based on their session token
package stream.wavelength.party;

import io.jsonwebtoken.Claims;
import io.jsonwebtoken.JwtException;
import io.jsonwebtoken.Jwts;
import io.jsonwebtoken.security.Keys;
import jakarta.websocket.CloseReason;
import jakarta.websocket.OnMessage;
import jakarta.websocket.OnOpen;
import jakarta.websocket.Session;
import jakarta.websocket.server.PathParam;
import jakarta.websocket.server.ServerEndpoint;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.Key;
import java.util.Optional;
import java.util.function.Function;

@ServerEndpoint("/party/{roomId}")
public class ListeningPartyEndpoint {

    private static final Key SIGNING_KEY = Keys.hmacShaKeyFor(
            System.getenv("PARTY_JWT_SECRET").getBytes(StandardCharsets.UTF_8));

    private static final Function<Session, Optional<String>> TOKEN = s ->
            Optional.ofNullable(s.getRequestParameterMap().get("token"))
                    .flatMap(values -> values.stream().findFirst());

    static Optional<Claims> readClaims(String token) {
        try {
            String unsigned = token.substring(0, token.lastIndexOf('.') + 1);
            return Optional.of(Jwts.parserBuilder().build().parseClaimsJwt(unsigned).getBody());
        } catch (JwtException | IllegalArgumentException | StringIndexOutOfBoundsException e) {
            return Optional.empty();
        }
    }

    @OnOpen
    public void onOpen(Session session, @PathParam("roomId") String roomId) throws IOException {
        Optional<Claims> claims = TOKEN.apply(session).flatMap(ListeningPartyEndpoint::readClaims);
        if (claims.isEmpty() || !"premium".equals(claims.get().get("tier", String.class))) {
            session.close(new CloseReason(CloseReason.CloseCodes.VIOLATED_POLICY, "premium listeners only"));
            return;
        }
        session.getUserProperties().put("listener", claims.get().getSubject());
        session.getUserProperties().put("room", roomId);
    }

    @OnMessage
    public void onMessage(Session session, String message) {
        Object room = session.getUserProperties().get("room");
        String listener = (String) session.getUserProperties().get("listener");
        session.getOpenSessions().stream()
                .filter(s -> s.isOpen() && room.equals(s.getUserProperties().get("room")))
                .forEach(s -> s.getAsyncRemote().sendText(listener + ": " + message));
    }
}
