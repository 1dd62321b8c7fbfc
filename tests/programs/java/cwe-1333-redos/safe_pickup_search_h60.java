// A pickup search program of the h60 set (cwe-1333-redos).
package au.littlesprouts.childcare.pickup;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Front-desk tablet: at pick-up time, staff search the list of adults authorised
 * to collect children from a room by (part of) their name.
 */
class PickupSearchVerticle extends AbstractVerticle {

    record AuthorisedAdult(String name, String relation, String childName, boolean photoIdChecked) {}

    interface PickupRegistry {
        Future<List<AuthorisedAdult>> forRoom(String room);
    }

    private final PickupRegistry registry;

    PickupSearchVerticle(PickupRegistry registry) {
        this.registry = registry;
    }

    @Override
    public void start() {
        Router router = Router.router(vertx);
        router.get("/rooms/:room/pickup-adults").handler(this::search);
        vertx.createHttpServer().requestHandler(router).listen(8080);
    }

    private void search(RoutingContext ctx) {
        String room = ctx.pathParam("room");
        Optional<Predicate<String>> nameMatcher = ctx.queryParam("name").stream()
                .findFirst()
                .filter(q -> !q.isBlank() && q.length() <= 100)
                .flatMap(PickupSearchVerticle::compileQuery);

        if (nameMatcher.isEmpty()) {
            ctx.response().setStatusCode(400).end();
            return;
        }

        registry.forRoom(room)
                .map(adults -> adults.stream()
                        .filter(a -> nameMatcher.get().test(a.name()))
                        .map(a -> new JsonObject()
                                .put("name", a.name())
                                .put("relation", a.relation())
                                .put("child", a.childName())
                                .put("photoIdChecked", a.photoIdChecked()))
                        .collect(JsonArray::new, JsonArray::add, JsonArray::addAll))
                .onSuccess(ctx::json)
                .onFailure(err -> ctx.fail(500, err));
    }

    static Optional<Predicate<String>> compileQuery(String query) {
        try {
            Pattern pattern = Pattern.compile(Pattern.quote(query), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
            return Optional.of(name -> pattern.matcher(name).find());
        } catch (PatternSyntaxException e) {
            return Optional.empty();
        }
    }
}
