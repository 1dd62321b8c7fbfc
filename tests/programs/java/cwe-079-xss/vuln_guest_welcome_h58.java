// guest welcome (h58 set)
package com.seabrookhotels.frontdesk;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.Handler;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

final class WelcomeScreen {

    record Amenity(String name, String hours) {}

    private static final List<Amenity> AMENITIES = List.of(
            new Amenity("Rooftop pool", "07:00-21:00"),
            new Amenity("Spa", "09:00-20:00"),
            new Amenity("Harbour breakfast room", "06:30-10:30"));

    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("EEEE d MMMM");

    private static final UnaryOperator<String> TITLE_CASE = s -> s.isEmpty() ? s
            : Character.toUpperCase(s.charAt(0)) + s.substring(1);

    private static final Function<String, String> GREETING = guest ->
            "<h1>Welcome to Seabrook, " + guest + "</h1>";

    private static String amenityList() {
        return AMENITIES.stream()
                .map(a -> "<li>" + a.name() + " &middot; " + a.hours() + "</li>")
                .collect(Collectors.joining("", "<ul class=\"amenities\">", "</ul>"));
    }

    private static void welcome(Context ctx) {
        String guest = Optional.ofNullable(ctx.queryParam("guest"))
                .map(String::trim)
                .filter(s -> !s.isEmpty() && s.length() <= 60)
                .map(TITLE_CASE)
                .orElse("Guest");
        String room = Optional.ofNullable(ctx.queryParam("room"))
                .filter(r -> r.matches("[0-9]{3,4}"))
                .orElse("");

        String body = GREETING.apply(guest)
                + (room.isEmpty() ? "" : "<p>Your room: " + room + "</p>")
                + "<p>Today is " + LocalDate.now().format(DAY) + "</p>"
                + amenityList();
        ctx.html("<!doctype html><html><body>" + body + "</body></html>");
    }

    static Map<String, Handler> routes() {
        return Map.of(
                "/lobby/welcome", WelcomeScreen::welcome,
                "/lobby/ping", ctx -> ctx.result("ok"));
    }

    public static void main(String[] args) {
        Javalin app = Javalin.create();
        routes().forEach(app::get);
        app.start(Integer.parseInt(System.getenv().getOrDefault("LOBBY_PORT", "7040")));
    }
}
