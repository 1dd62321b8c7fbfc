// A tide import program of the h60 set (cwe-918-ssrf).
package com.saltmarsh.marina.tides;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.client.WebClient;
import io.vertx.ext.web.client.WebClientOptions;
import io.vertx.ext.web.codec.BodyCodec;

import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/** Harbourmaster dashboard: import tomorrow's tide predictions for the marina's gauge station. */
class TideImportVerticle extends AbstractVerticle {

    private static final Pattern STATION = Pattern.compile("^[A-Z0-9]{4,10}$");
    private static final Map<String, String> TIDE_PROVIDERS = Map.of(
            "noaa", "https://api.tidesandcurrents.noaa.gov/api/prod/datagetter",
            "ukho", "https://admiraltyapi.azure-api.net/uktidalapi/api/V1/Stations");

    private WebClient client;

    @Override
    public void start() {
        client = WebClient.create(vertx, new WebClientOptions()
                .setConnectTimeout(5000)
                .setFollowRedirects(false)
                .setUserAgent("saltmarsh-harbour/2.3"));
        Router router = Router.router(vertx);
        router.post("/tides/import").handler(this::importTides);
        vertx.createHttpServer().requestHandler(router).listen(8082);
    }

    private void importTides(RoutingContext ctx) {
        String station = ctx.queryParam("station").stream().findFirst().orElse("");
        Optional<String> source = ctx.queryParam("source").stream().findFirst().flatMap(TideImportVerticle::sourceUrl);

        if (!STATION.matcher(station).matches() || source.isEmpty()) {
            ctx.response().setStatusCode(400).end();
            return;
        }

        fetchPredictions(source.get(), station)
                .compose(tides -> vertx.eventBus().request("tides.store", tides.put("station", station)))
                .onSuccess(ack -> ctx.response().setStatusCode(202).end())
                .onFailure(err -> ctx.fail(502, err));
    }

    static Optional<String> sourceUrl(String source) {
        return Optional.of(source.trim())
                .map(TIDE_PROVIDERS::get)
                .filter(url -> url.startsWith("https://"));
    }

    private Future<JsonObject> fetchPredictions(String url, String station) {
        return client.getAbs(url)
                .addQueryParam("station", station)
                .addQueryParam("product", "predictions")
                .addQueryParam("format", "json")
                .timeout(10_000)
                .as(BodyCodec.jsonObject())
                .send()
                .map(resp -> {
                    if (resp.statusCode() != 200) {
                        throw new IllegalStateException("tide provider answered " + resp.statusCode());
                    }
                    return resp.body();
                });
    }
}
