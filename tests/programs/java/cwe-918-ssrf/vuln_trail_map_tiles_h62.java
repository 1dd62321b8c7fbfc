// A trail map tiles program of the h62 set (cwe-918-ssrf).
package com.pinecrest.maps;

import io.javalin.Javalin;
import io.javalin.http.Context;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * Map tiles for the campground's trail and pitch map, proxied so the kiosk tablets only
 * ever talk to our own server.
 */
class TrailMapTiles {

    record TileRequest(String provider, int z, int x, int y) {}

    private static final Map<String, String> PROVIDERS = Map.of(
            "topo", "https://tile.opentopomap.org",
            "street", "https://tile.openstreetmap.org");

    private final HttpClient http = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(4))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    static TileRequest parse(Context ctx) {
        return new TileRequest(
                ctx.queryParamAsClass("provider", String.class).getOrDefault("topo"),
                ctx.pathParamAsClass("z", Integer.class).check(z -> z >= 0 && z <= 17, "zoom out of range").get(),
                ctx.pathParamAsClass("x", Integer.class).check(x -> x >= 0, "negative x").get(),
                ctx.pathParamAsClass("y", Integer.class).check(y -> y >= 0, "negative y").get());
    }

    // Providers are named; a full base URL is accepted so rangers can point at a self-hosted mirror.
    static Optional<String> baseFor(String provider) {
        if (PROVIDERS.containsKey(provider)) {
            return Optional.of(PROVIDERS.get(provider));
        }
        if (provider.startsWith("http://") || provider.startsWith("https://")) {
            return Optional.of(provider);
        }
        return Optional.empty();
    }

    Optional<HttpRequest> upstream(TileRequest t) {
        return baseFor(t.provider())
                .map(base -> URI.create(base + "/" + t.z() + "/" + t.x() + "/" + t.y() + ".png"))
                .map(uri -> HttpRequest.newBuilder(uri)
                        .header("User-Agent", "pinecrest-trailmap/1.4")
                        .timeout(Duration.ofSeconds(8))
                        .GET()
                        .build());
    }

    void tile(Context ctx) {
        Optional<HttpRequest> request = upstream(parse(ctx));
        if (request.isEmpty()) {
            ctx.status(404).result("unknown tile provider");
            return;
        }
        ctx.future(() -> http.sendAsync(request.get(), HttpResponse.BodyHandlers.ofByteArray())
                .thenAccept(resp -> ctx.status(resp.statusCode())
                        .contentType("image/png")
                        .header("Cache-Control", "public, max-age=604800")
                        .result(resp.body())));
    }

    public static void main(String[] args) {
        TrailMapTiles tiles = new TrailMapTiles();
        Javalin.create()
                .get("/tiles/{z}/{x}/{y}", tiles::tile)
                .start(7001);
    }
}
