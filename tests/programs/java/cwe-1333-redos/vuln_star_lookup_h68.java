// A star lookup program of the h68 set (cwe-1333-redos).
// planetariums: resolves a star designation typed at the dome console into catalogue coordinates
package org.starhollow.console;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

public class StarLookup {

    sealed interface Designation permits CatalogueId, Bayer, ProperName {}
    record CatalogueId(String catalogue, long number) implements Designation {}
    record Bayer(String letter, String constellation) implements Designation {}
    record ProperName(String name) implements Designation {}

    record Coordinates(String label, double raHours, double decDegrees, double magnitude) {}

    private static final Pattern CATALOGUE = Pattern.compile("^(HD|HIP|HR|TYC)\\s*(\\d{1,9})$", Pattern.CASE_INSENSITIVE);
    private static final Pattern BAYER = Pattern.compile("^(alpha|beta|gamma|delta|epsilon|zeta|eta|theta)\\s+([a-z]{3,})$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern NAME = Pattern.compile("^([A-Za-z]+[ '-]?)+$");

    private static final Map<String, Coordinates> BY_NAME = Map.ofEntries(
            Map.entry("sirius", new Coordinates("Sirius", 6.752, -16.716, -1.46)),
            Map.entry("betelgeuse", new Coordinates("Betelgeuse", 5.919, 7.407, 0.42)),
            Map.entry("rigel", new Coordinates("Rigel", 5.242, -8.202, 0.13)),
            Map.entry("vega", new Coordinates("Vega", 18.616, 38.784, 0.03)),
            Map.entry("alpha centauri", new Coordinates("Alpha Centauri", 14.660, -60.834, -0.27)),
            Map.entry("hip 32349", new Coordinates("Sirius", 6.752, -16.716, -1.46)),
            Map.entry("hd 39801", new Coordinates("Betelgeuse", 5.919, 7.407, 0.42)));

    static Optional<Designation> parse(String raw) {
        var input = raw.strip();
        return Stream.<Optional<Designation>>of(
                        Optional.of(CATALOGUE.matcher(input)).filter(m -> m.matches())
                                .map(m -> new CatalogueId(m.group(1).toUpperCase(Locale.ROOT), Long.parseLong(m.group(2)))),
                        Optional.of(BAYER.matcher(input)).filter(m -> m.matches())
                                .map(m -> new Bayer(m.group(1).toLowerCase(Locale.ROOT), m.group(2).toLowerCase(Locale.ROOT))),
                        Optional.of(NAME.matcher(input)).filter(m -> m.matches())
                                .map(m -> new ProperName(input.toLowerCase(Locale.ROOT))))
                .flatMap(Optional::stream)
                .findFirst();
    }

    static Optional<Coordinates> resolve(Designation d) {
        var key = switch (d) {
            case CatalogueId(var cat, var n) -> "%s %d".formatted(cat.toLowerCase(Locale.ROOT), n);
            case Bayer(var letter, var con) when con.startsWith("cen") -> letter + " centauri";
            case Bayer(var letter, var con) -> letter + " " + con;
            case ProperName(var name) -> name;
        };
        return Optional.ofNullable(BY_NAME.get(key));
    }

    static void lookup(Context ctx) {
        var raw = ctx.queryParamAsClass("q", String.class)
                .check(q -> !q.isBlank(), "designation required")
                .get();
        parse(raw).flatMap(StarLookup::resolve).ifPresentOrElse(
                ctx::json,
                () -> ctx.status(HttpStatus.NOT_FOUND).result("no star called " + raw.strip()));
    }

    public static void main(String[] args) {
        Javalin.create(cfg -> {
                    cfg.useVirtualThreads = true;
                    cfg.http.maxRequestSize = 16_384L;
                })
                .get("/console/star", StarLookup::lookup)
                .start(7171);
    }
}
