// pass predict (h58 set)
package org.kestrelgs.scheduler;

import io.javalin.Javalin;
import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Collectors;

final class PassPredictionService {

    record Settings(String tleFile, String qthFile, int timeoutSeconds) {
        static Settings fromEnv() {
            Map<String, String> env = System.getenv();
            return new Settings(
                    env.getOrDefault("PREDICT_TLE_FILE", "/var/lib/kestrel/tle/active.tle"),
                    env.getOrDefault("PREDICT_QTH_FILE", "/etc/kestrel/station.qth"),
                    Integer.parseInt(env.getOrDefault("PREDICT_TIMEOUT_S", "20")));
        }
    }

    private static final Predicate<String> PRESENT = s -> s != null && !s.isBlank();
    private static final Predicate<String> SHORT = s -> s.length() <= 40;

    private final Settings settings;
    private final ExecutorService runners = Executors.newFixedThreadPool(2);

    PassPredictionService(Settings settings) {
        this.settings = settings;
    }

    private List<String> runPredict(String satellite) {
        try {
            Process proc = new ProcessBuilder("/bin/sh", "-c",
                    "predict -t " + settings.tleFile() + " -q " + settings.qthFile() + " -p \"" + satellite + "\"")
                    .redirectErrorStream(true)
                    .start();
            if (!proc.waitFor(settings.timeoutSeconds(), TimeUnit.SECONDS)) {
                proc.destroyForcibly();
                throw new IllegalStateException("predict timed out");
            }
            try (InputStream out = proc.getInputStream()) {
                return new String(out.readAllBytes(), StandardCharsets.UTF_8).lines()
                        .filter(line -> !line.isBlank())
                        .collect(Collectors.toList());
            }
        } catch (IOException e) {
            throw new IllegalStateException("predict failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    void nextPasses(Context ctx) {
        String satellite = Optional.ofNullable(ctx.queryParam("sat"))
                .filter(PRESENT.and(SHORT))
                .orElseThrow(() -> new BadRequestResponse("sat must be 1-40 characters"));

        ctx.future(() -> CompletableFuture.supplyAsync(() -> runPredict(satellite), runners)
                .thenAccept(lines -> ctx.json(Map.of("satellite", satellite, "passes", lines))));
    }

    public static void main(String[] args) {
        PassPredictionService svc = new PassPredictionService(Settings.fromEnv());
        Javalin.create()
                .get("/passes", svc::nextPasses)
                .start(7011);
    }
}
