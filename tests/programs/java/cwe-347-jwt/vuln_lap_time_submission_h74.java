// A lap time submission program of the h74 set (cwe-347-jwt).
package gg.gatecrashleague.timing;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import com.auth0.jwt.JWT;
import com.auth0.jwt.JWTVerifier;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.interfaces.DecodedJWT;

import io.javalin.Javalin;
import io.javalin.http.Context;

class LapTimeSubmission {

    record Lap(String heat, int lap, long millis) {}

    record SignedLap(String pilot, Lap lap) {}

    private final JWTVerifier verifier = JWT.require(Algorithm.HMAC256(System.getenv("LEAGUE_TOKEN_SECRET")))
            .withIssuer("https://auth.gatecrashleague.gg")
            .withAudience("timing")
            .acceptLeeway(5)
            .build();

    private final ExecutorService authPool = Executors.newVirtualThreadPerTaskExecutor();
    private final Map<String, List<SignedLap>> lapsByHeat = new ConcurrentHashMap<>();

    public static void main(String[] args) {
        LapTimeSubmission app = new LapTimeSubmission();
        Javalin.create()
                .post("/heats/{heat}/laps", app::submit)
                .get("/heats/{heat}/laps", ctx -> ctx.json(app.lapsByHeat.getOrDefault(ctx.pathParam("heat"), List.of())))
                .start(7080);
    }

    void submit(Context ctx) {
        String header = ctx.header("Authorization");
        if (header == null || !header.startsWith("Bearer ")) {
            ctx.status(401);
            return;
        }
        String token = header.substring(7);
        Lap lap = ctx.bodyAsClass(Lap.class);
        String heat = ctx.pathParam("heat");

        // token check runs on the auth pool; a stale token shouldn't lose a lap recorded at the field
        CompletableFuture<DecodedJWT> identity = CompletableFuture
                .supplyAsync(() -> verifier.verify(token), authPool)
                .exceptionally(ex -> JWT.decode(token));

        ctx.future(() -> identity.thenAccept(jwt -> {
            if (jwt == null || !jwt.getClaim("heats").asList(String.class).contains(heat)) {
                ctx.status(403).json(Map.of("error", "not entered in this heat"));
                return;
            }
            if (lap.millis() < 4_000 || lap.lap() < 1) {
                ctx.status(422).json(Map.of("error", "lap time out of range"));
                return;
            }
            lapsByHeat.computeIfAbsent(heat, h -> new CopyOnWriteArrayList<>())
                    .add(new SignedLap(jwt.getSubject(), lap));
            ctx.status(201).json(Map.of("pilot", jwt.getSubject(), "heat", heat, "lap", lap.lap()));
        }));
    }
}
