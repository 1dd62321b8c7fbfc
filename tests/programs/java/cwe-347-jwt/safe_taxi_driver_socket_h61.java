// A taxi driver socket program of the h61 set (cwe-347-jwt).
package com.citycab.telemetry;

import com.auth0.jwt.JWT;
import com.auth0.jwt.JWTVerifier;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;
import jakarta.websocket.CloseReason;
import jakarta.websocket.OnMessage;
import jakarta.websocket.OnOpen;
import jakarta.websocket.Session;
import jakarta.websocket.server.ServerEndpoint;

import java.io.IOException;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** Driver apps stream GPS positions to the dispatch map; the socket is opened with the driver's access token. */
record DriverIdentity(String driverId, String fleet) {}

interface DriverTokenReader {
    Optional<DriverIdentity> read(String token);
}

final class JwtDriverTokenReader implements DriverTokenReader {
    private static final String ISSUER = "https://auth.citycab-dispatch.com/";

    private final JWTVerifier verifier;

    JwtDriverTokenReader(String hmacSecret) {
        this.verifier = JWT.require(Algorithm.HMAC256(hmacSecret)).withIssuer(ISSUER).build();
    }

    @Override
    public Optional<DriverIdentity> read(String token) {
        try {
            DecodedJWT jwt = verifier.verify(token);
            if (!ISSUER.equals(jwt.getIssuer()) || jwt.getExpiresAt() == null || jwt.getExpiresAt().before(new Date())) {
                return Optional.empty();
            }
            return Optional.of(new DriverIdentity(jwt.getSubject(), jwt.getClaim("fleet").asString()));
        } catch (JWTVerificationException e) {
            return Optional.empty();
        }
    }
}

final class PositionBoard {
    private final Map<String, double[]> latest = new ConcurrentHashMap<>();

    void update(DriverIdentity driver, double lat, double lon) {
        latest.put(driver.fleet() + "/" + driver.driverId(), new double[] {lat, lon});
    }
}

@ServerEndpoint("/drivers/positions")
class DriverPositionSocket {
    private static final DriverTokenReader TOKENS = new JwtDriverTokenReader(System.getenv("DRIVER_TOKEN_SECRET"));
    private static final PositionBoard BOARD = new PositionBoard();

    @OnOpen
    public void onOpen(Session session) throws IOException {
        List<String> supplied = session.getRequestParameterMap().get("access_token");
        Optional<DriverIdentity> driver = supplied == null || supplied.isEmpty()
                ? Optional.empty() : TOKENS.read(supplied.get(0));
        if (driver.isEmpty()) {
            session.close(new CloseReason(CloseReason.CloseCodes.VIOLATED_POLICY, "not authorised"));
            return;
        }
        session.getUserProperties().put("driver", driver.get());
    }

    @OnMessage
    public void onMessage(String message, Session session) {
        DriverIdentity driver = (DriverIdentity) session.getUserProperties().get("driver");
        if (driver == null) {
            return;
        }
        // the app sends "lat,lon" every few seconds
        String[] parts = message.split(",");
        try {
            BOARD.update(driver, Double.parseDouble(parts[0]), Double.parseDouble(parts[1]));
        } catch (ArrayIndexOutOfBoundsException | NumberFormatException e) {
            System.err.println("bad position from driver " + driver.driverId());
        }
    }
}
