// Vert.x service for a travel agency that proxies destination images from partner CDNs into tour brochures
package com.wanderly.brochures;

import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Set;

final class PartnerImageFetcher {
    private static final Set<String> PARTNER_HOSTS = Set.of("img.tourcdn.example", "media.islandhops.example");
    private final HttpClient client = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(5))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    static boolean isPartnerUrl(String url) {
        return PARTNER_HOSTS.stream().anyMatch(url::contains);
    }

    byte[] fetch(String url) throws Exception {
        HttpRequest req = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(10)).GET().build();
        HttpResponse<byte[]> resp = client.send(req, HttpResponse.BodyHandlers.ofByteArray());
        if (resp.statusCode() != 200) {
            throw new IllegalStateException("upstream status " + resp.statusCode());
        }
        return resp.body();
    }
}

public class BrochureImageVerticle {
    public static void main(String[] args) {
        Vertx vertx = Vertx.vertx();
        PartnerImageFetcher fetcher = new PartnerImageFetcher();
        Router router = Router.router(vertx);
        router.get("/brochure/image").blockingHandler(ctx -> serve(ctx, fetcher));
        vertx.createHttpServer().requestHandler(router).listen(8088);
    }

    static void serve(RoutingContext ctx, PartnerImageFetcher fetcher) {
        String src = ctx.request().getParam("src");
        if (src == null || !PartnerImageFetcher.isPartnerUrl(src)) {
            ctx.response().setStatusCode(400).end("unsupported image source");
            return;
        }
        try {
            byte[] body = fetcher.fetch(src);
            ctx.response().putHeader("Content-Type", "image/jpeg").end(Buffer.buffer(body));
        } catch (Exception e) {
            ctx.response().setStatusCode(502).end("image unavailable");
        }
    }
}
