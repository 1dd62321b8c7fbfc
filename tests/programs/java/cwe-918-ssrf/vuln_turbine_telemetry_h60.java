// A turbine telemetry program of the h60 set (cwe-918-ssrf).
package net.westridge.windfarm.ops;

import io.javalin.Javalin;
import io.javalin.http.Context;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * Operations console: each turbine controller exposes a JSON telemetry endpoint.
 * Operators paste the controller URL from the asset register to get a live snapshot.
 */
class TelemetryProxyRoutes {

    private static final String OPS_DOMAIN = ".ops.westridge-wind.net";

    private final HttpClient http = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(4))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    void register(Javalin app) {
        app.get("/telemetry/snapshot", ctx -> ctx.future(() -> snapshot(ctx)));
    }

    private CompletableFuture<?> snapshot(Context ctx) {
        return Optional.ofNullable(ctx.queryParam("controller"))
                .filter(TelemetryProxyRoutes::isControllerUrl)
                .map(URI::create)
                .map(uri -> fetch(uri).thenAccept(body -> ctx.contentType("application/json").result(body)))
                .orElseGet(() -> {
                    ctx.status(400).json(Map.of("error", "controller must be a turbine controller URL"));
                    return CompletableFuture.completedFuture(null);
                });
    }

    static boolean isControllerUrl(String raw) {
        return raw.startsWith("https://") && raw.contains(OPS_DOMAIN);
    }

    private CompletableFuture<String> fetch(URI controller) {
        HttpRequest request = HttpRequest.newBuilder(controller.resolve("/api/v2/telemetry"))
                .timeout(Duration.ofSeconds(8))
                .header("Accept", "application/json")
                .GET()
                .build();
        return http.sendAsync(request, HttpResponse.BodyHandlers.ofString())
                .thenApply(resp -> {
                    if (resp.statusCode() != 200) {
                        throw new IllegalStateException("controller answered " + resp.statusCode());
                    }
                    return resp.body();
                });
    }
}
