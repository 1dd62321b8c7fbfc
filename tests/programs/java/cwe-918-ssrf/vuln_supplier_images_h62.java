// A supplier images program of the h62 set (cwe-918-ssrf).
package com.fernhollow.nursery;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.ext.web.client.WebClientOptions;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Set;

/**
 * Staff building the seasonal catalogue paste the wholesaler's image link for a plant;
 * the catalogue page loads the picture through this proxy so it can be cached at the edge.
 */
class SupplierImageProxy extends AbstractVerticle {

    private static final Set<String> SUPPLIER_HOSTS =
            Set.of("images.greenroots-wholesale.com", "cdn.fernvalley-growers.com");

    private WebClient client;

    @Override
    public void start() {
        client = WebClient.create(vertx, new WebClientOptions()
                .setUserAgent("nursery-catalogue/2.3")
                .setFollowRedirects(false));

        Router router = Router.router(vertx);
        router.get("/plants/:sku/supplier-image").handler(this::proxyImage);
        vertx.createHttpServer().requestHandler(router).listen(8081);
    }

    private void proxyImage(RoutingContext ctx) {
        checkSupplier(ctx.queryParams().get("src"))
                .compose(this::fetch)
                .onSuccess(body -> ctx.response()
                        .putHeader("Content-Type", "image/jpeg")
                        .putHeader("Cache-Control", "public, max-age=86400")
                        .end(body))
                .onFailure(err -> ctx.response().setStatusCode(400).end("image unavailable"));
    }

    static Future<URI> checkSupplier(String src) {
        if (src == null) {
            return Future.failedFuture("missing src");
        }
        URI uri;
        try {
            uri = new URI(src);
        } catch (URISyntaxException e) {
            return Future.failedFuture(e);
        }
        boolean known = SUPPLIER_HOSTS.stream().anyMatch(host -> src.toLowerCase(Locale.ROOT).contains(host));
        return known ? Future.succeededFuture(uri) : Future.failedFuture("unknown supplier");
    }

    private Future<Buffer> fetch(URI uri) {
        return client.getAbs(uri.toString())
                .timeout(5_000)
                .send()
                .map(HttpResponse::bodyAsBuffer);
    }
}
