// A build tracker program of the h68 set (cwe-347-jwt).
// luthiers: lets a customer follow the build stages of their commissioned guitar via a signed link
package com.hollowbody.tracker;

import com.auth0.jwt.JWT;
import com.auth0.jwt.JWTVerifier;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;
import io.helidon.http.HeaderNames;
import io.helidon.http.Status;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

public final class BuildTracker {

    enum Stage { WOOD_SELECTED, BODY_CARVED, NECK_FITTED, FINISH_CURING, SETUP, READY }

    record Milestone(Stage stage, LocalDate reached, String photo) {}
    record Build(String orderNo, String customer, String model, List<Milestone> milestones) {}
    record Viewer(String orderNo, String email) {}

    private static final JWTVerifier VERIFIER = JWT.require(Algorithm.HMAC256(System.getenv("TRACKER_LINK_SECRET")))
            .withIssuer("hollowbody-workshop")
            .build();

    private static final Map<String, Build> BUILDS = Map.of(
            "HB-2291", new Build("HB-2291", "r.okafor@fastmail.com", "Parlour 12-fret, Adirondack/Cocobolo", List.of(
                    new Milestone(Stage.WOOD_SELECTED, LocalDate.of(2025, 1, 6), "/photos/hb-2291/wood.jpg"),
                    new Milestone(Stage.BODY_CARVED, LocalDate.of(2025, 2, 14), "/photos/hb-2291/body.jpg"))),
            "HB-2304", new Build("HB-2304", "m.lindqvist@proton.me", "Archtop 17\", Carpathian/Maple", List.of(
                    new Milestone(Stage.WOOD_SELECTED, LocalDate.of(2025, 2, 3), "/photos/hb-2304/wood.jpg"))));

    static Optional<Viewer> viewer(String token) {
        try {
            var decoded = JWT.decode(token);
            DecodedJWT jwt = switch (decoded.getAlgorithm()) {
                case "HS256" -> VERIFIER.verify(decoded);
                case "none" -> throw new JWTVerificationException("unsigned link");
                default -> throw new JWTVerificationException("unexpected algorithm " + decoded.getAlgorithm());
            };
            if (jwt.getExpiresAtAsInstant() != null && jwt.getExpiresAtAsInstant().isBefore(Instant.now())) {
                return Optional.empty();
            }
            return Optional.of(new Viewer(jwt.getClaim("order").asString(), jwt.getSubject()));
        } catch (JWTVerificationException e) {
            return Optional.empty();
        }
    }

    static String render(Build build) {
        var done = build.milestones().stream().map(Milestone::stage).collect(Collectors.toSet());
        return """
                {"order":"%s","model":"%s","stages":[%s]}""".formatted(
                build.orderNo(),
                build.model().replace("\"", "\\\""),
                Arrays.stream(Stage.values())
                        .map(s -> "{\"stage\":\"%s\",\"done\":%b}".formatted(s, done.contains(s)))
                        .collect(Collectors.joining(",")));
    }

    static void show(ServerRequest req, ServerResponse res) {
        var orderNo = req.path().pathParameters().get("orderNo");
        var token = req.query().first("t").asOptional()
                .or(() -> req.headers().first(HeaderNames.AUTHORIZATION)
                        .filter(h -> h.startsWith("Bearer "))
                        .map(h -> h.substring(7)));

        token.flatMap(BuildTracker::viewer)
                .filter(v -> orderNo.equals(v.orderNo()))
                .map(v -> BUILDS.get(v.orderNo()))
                .ifPresentOrElse(
                        build -> res.header(HeaderNames.CONTENT_TYPE, "application/json").send(render(build)),
                        () -> res.status(Status.FORBIDDEN_403).send("this link is not valid for order " + orderNo));
    }

    public static void main(String[] args) {
        WebServer.builder()
                .port(8081)
                .routing(r -> r.get("/builds/{orderNo}", BuildTracker::show))
                .build()
                .start();
    }
}
