// listing keyword filter (h58 set)
package com.keystonerealty.search;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

class ListingSearchVerticle extends AbstractVerticle {

    record Listing(String mlsId, String suburb, int bedrooms, long askingPrice, String remarks) {
        JsonObject toJson() {
            return new JsonObject().put("mlsId", mlsId).put("suburb", suburb)
                    .put("bedrooms", bedrooms).put("askingPrice", askingPrice);
        }
    }

    interface ListingCache {
        List<Listing> active();
    }

    private final ListingCache cache;

    ListingSearchVerticle(ListingCache cache) {
        this.cache = cache;
    }

    private static Optional<Pattern> keywordPattern(String keyword) {
        if (keyword == null || keyword.isBlank() || keyword.length() > 80) {
            return Optional.empty();
        }
        try {
            return Optional.of(Pattern.compile(Pattern.quote(keyword.strip()), Pattern.CASE_INSENSITIVE));
        } catch (PatternSyntaxException e) {
            return Optional.empty();
        }
    }

    private static Predicate<Listing> minBedrooms(int min) {
        return l -> l.bedrooms() >= min;
    }

    private static Predicate<Listing> remarksMatch(Optional<Pattern> pattern) {
        return pattern.<Predicate<Listing>>map(p -> l -> p.matcher(l.remarks()).find()).orElse(l -> true);
    }

    private void search(RoutingContext ctx) {
        int beds = Optional.ofNullable(ctx.request().getParam("beds"))
                .filter(s -> s.matches("\\d{1,2}"))
                .map(Integer::parseInt)
                .orElse(0);
        Optional<Pattern> keyword = keywordPattern(ctx.request().getParam("keyword"));

        vertx.<JsonArray>executeBlocking(promise -> promise.complete(cache.active().stream()
                        .filter(minBedrooms(beds).and(remarksMatch(keyword)))
                        .limit(100)
                        .map(Listing::toJson)
                        .collect(JsonArray::new, JsonArray::add, JsonArray::addAll)))
                .onSuccess(arr -> ctx.json(new JsonObject().put("count", arr.size()).put("listings", arr)))
                .onFailure(ctx::fail);
    }

    @Override
    public void start() {
        Router router = Router.router(vertx);
        router.get("/listings/search").handler(this::search);
        vertx.createHttpServer().requestHandler(router)
                .listen(Integer.parseInt(System.getenv().getOrDefault("SEARCH_PORT", "8099")));
    }
}
