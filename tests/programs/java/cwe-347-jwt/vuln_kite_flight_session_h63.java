// A kite flight session program of the h63 set (cwe-347-jwt).
package com.windward.kites.telemetry;

import java.io.IOException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

import com.auth0.jwt.JWT;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;
import jakarta.websocket.CloseReason;
import jakarta.websocket.OnClose;
import jakarta.websocket.OnMessage;
import jakarta.websocket.OnOpen;
import jakarta.websocket.Session;
import jakarta.websocket.server.ServerEndpoint;

record FlyerIdentity(String flyerId, String club) {}

class FlyerTokenAuthenticator {
    private static final String ISSUER = "https://auth.windward-kites.com/";

    Optional<FlyerIdentity> authenticate(String token) {
        try {
            DecodedJWT jwt = JWT.decode(token);
            if (!ISSUER.equals(jwt.getIssuer()) || jwt.getExpiresAtAsInstant() == null
                    || jwt.getExpiresAtAsInstant().isBefore(Instant.now())) {
                return Optional.empty();
            }
            return Optional.of(new FlyerIdentity(jwt.getSubject(), jwt.getClaim("club").asString()));
        } catch (JWTVerificationException e) {
            return Optional.empty();
        }
    }
}

class FlightTelemetryHub {
    private final Map<String, FlyerIdentity> sessions = new ConcurrentHashMap<>();
    private final Map<String, List<String>> readings = new ConcurrentHashMap<>();

    void join(Session session, FlyerIdentity flyer) { sessions.put(session.getId(), flyer); }

    Optional<FlyerIdentity> flyerFor(Session session) { return Optional.ofNullable(sessions.get(session.getId())); }

    void record(FlyerIdentity flyer, String reading) {
        readings.computeIfAbsent(flyer.flyerId(), id -> new CopyOnWriteArrayList<>()).add(reading);
    }

    void leave(Session session) { sessions.remove(session.getId()); }
}

@ServerEndpoint("/ws/flight-telemetry")
class FlightTelemetryEndpoint {
    private static final FlightTelemetryHub HUB = new FlightTelemetryHub();
    private static final FlyerTokenAuthenticator AUTH = new FlyerTokenAuthenticator();

    @OnOpen
    public void onOpen(Session session) throws IOException {
        List<String> tokens = session.getRequestParameterMap().get("access_token");
        Optional<FlyerIdentity> flyer = tokens == null || tokens.isEmpty()
                ? Optional.empty()
                : AUTH.authenticate(tokens.get(0));
        if (flyer.isEmpty()) {
            session.close(new CloseReason(CloseReason.CloseCodes.VIOLATED_POLICY, "authentication required"));
            return;
        }
        HUB.join(session, flyer.get());
    }

    @OnMessage
    public void onMessage(String reading, Session session) {
        HUB.flyerFor(session).ifPresent(flyer -> {
            HUB.record(flyer, reading);
            session.getAsyncRemote().sendText("{\"stored\":true}");
        });
    }

    @OnClose
    public void onClose(Session session) { HUB.leave(session); }
}
