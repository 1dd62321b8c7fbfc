// A cultivar search program of the h70 set (cwe-1333-redos).
package jp.co.kazeyama.nursery.catalogue;

import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

class CultivarSearch {

    record Cultivar(String name, String species, String style, int ageYears, int priceYen) {}

    record Hit(String name, String species, String style, int priceYen) {}

    private final List<Cultivar> catalogue = List.of(
            new Cultivar("Kishu", "Juniperus chinensis", "moyogi", 12, 48000),
            new Cultivar("Itoigawa", "Juniperus chinensis", "kengai", 25, 180000),
            new Cultivar("Deshojo", "Acer palmatum", "chokkan", 9, 36000),
            new Cultivar("Kiyohime", "Acer palmatum", "hokidachi", 15, 62000),
            new Cultivar("Kotohime", "Acer palmatum", "shakan", 7, 24000),
            new Cultivar("Yatsubusa", "Pinus thunbergii", "bunjingi", 30, 240000),
            new Cultivar("Green Island", "Ficus microcarpa", "moyogi", 6, 9800));

    private static final int MAX_QUERY = 60;

    static Function<String, Pattern> matcherFor(String mode) {
        return switch (mode) {
            case "exact" -> q -> Pattern.compile(Pattern.quote(q), Pattern.CASE_INSENSITIVE);
            case "starts" -> q -> Pattern.compile(Pattern.quote(q) + ".*", Pattern.CASE_INSENSITIVE);
            case "wildcard" -> q -> Pattern.compile(
                    Stream.of(q.split("\\*", -1)).map(Pattern::quote).collect(Collectors.joining(".*")),
                    Pattern.CASE_INSENSITIVE);
            default -> q -> Pattern.compile(".*" + Pattern.quote(q) + ".*", Pattern.CASE_INSENSITIVE);
        };
    }

    void search(RoutingContext ctx) {
        String mode = Optional.ofNullable(ctx.queryParams().get("mode")).orElse("contains").toLowerCase(Locale.ROOT);
        Optional<String> query = Optional.ofNullable(ctx.queryParams().get("q"))
                .map(String::strip)
                .filter(q -> !q.isEmpty() && q.length() <= MAX_QUERY)
                .filter(q -> q.chars().filter(c -> c == '*').count() <= 3);
        if (query.isEmpty()) {
            ctx.response().setStatusCode(400).end("q must be 1-" + MAX_QUERY + " characters");
            return;
        }
        Pattern pattern = query.map(matcherFor(mode)).get();
        Optional<String> style = Optional.ofNullable(ctx.queryParams().get("style"));
        List<Hit> hits = catalogue.stream()
                .filter(c -> pattern.matcher(c.name()).matches())
                .filter(c -> style.map(s -> s.equalsIgnoreCase(c.style())).orElse(true))
                .map(c -> new Hit(c.name(), c.species(), c.style(), c.priceYen()))
                .toList();
        ctx.json(new JsonObject().put("mode", mode).put("count", hits.size()).put("hits", hits));
    }

    public static void main(String[] args) {
        Vertx vertx = Vertx.vertx();
        CultivarSearch search = new CultivarSearch();
        Router router = Router.router(vertx);
        router.get("/api/cultivars").handler(search::search);
        vertx.createHttpServer().requestHandler(router).listen(8089);
    }
}
