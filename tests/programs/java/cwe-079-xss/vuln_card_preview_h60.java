// A card preview program of the h60 set (cwe-079-xss).
package com.petalandstem.orders.cards;

import io.javalin.Javalin;
import io.javalin.http.Context;

import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

/** Checkout step: preview the gift card that will be tucked into the bouquet. */
class GiftCardPreview {

    private static final int MAX_MESSAGE = 280;

    private static final Map<String, BiFunction<String, String, String>> LAYOUTS = Map.of(
            "birthday", (to, msg) -> "<h2 class=\"card-title\">Happy birthday, " + to + "!</h2><p>" + msg + "</p>",
            "sympathy", (to, msg) -> "<h2 class=\"card-title\">With deepest sympathy</h2><p>" + msg + "</p>",
            "anniversary", (to, msg) -> "<h2 class=\"card-title\">For " + to + ", with love</h2><p>" + msg + "</p>",
            "plain", (to, msg) -> "<p>" + msg + "</p>");

    private static final Function<String, String> PAGE = body ->
            "<!doctype html><html><head><link rel=\"stylesheet\" href=\"/css/card.css\"></head>"
                    + "<body><div class=\"card\">" + body + "</div></body></html>";

    void register(Javalin app) {
        app.post("/checkout/card-preview", this::preview);
    }

    private void preview(Context ctx) {
        String occasion = Optional.ofNullable(ctx.formParam("occasion")).orElse("plain");
        String recipient = Optional.ofNullable(ctx.formParam("recipient")).map(String::trim).orElse("");
        String message = Optional.ofNullable(ctx.formParam("message"))
                .map(String::strip)
                .map(m -> m.length() > MAX_MESSAGE ? m.substring(0, MAX_MESSAGE) : m)
                .orElse("");

        Optional.ofNullable(LAYOUTS.get(occasion))
                .map(layout -> layout.apply(recipient, message))
                .map(PAGE)
                .ifPresentOrElse(ctx::html, () -> ctx.status(400).result("unknown occasion"));
    }
}
