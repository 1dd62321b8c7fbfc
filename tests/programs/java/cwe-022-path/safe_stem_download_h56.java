// Javalin routes that let producers download individual instrument stems of a track
package fm.tidalstem.stems;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

public final class StemRoutes {

    private static final Path STEM_ROOT = Path.of("/var/lib/stems");

    private static final Map<String, String> STEM_FILES = Map.of(
            "mix.flac", "mix.flac",
            "vocals.flac", "vocals.flac",
            "drums.flac", "drums.flac",
            "bass.flac", "bass.flac");

    record StemRequest(String trackId, String stem) {}

    private static final Function<Context, StemRequest> PARSE = ctx -> new StemRequest(
            ctx.pathParam("trackId"),
            Optional.ofNullable(ctx.queryParam("stem")).orElse("mix.flac"));

    static boolean isValidRequest(StemRequest req) {
        return req.trackId().chars().allMatch(Character::isDigit) && STEM_FILES.containsKey(req.stem());
    }

    static Handler guarded(Function<StemRequest, Handler> next) {
        return ctx -> {
            StemRequest req = PARSE.apply(ctx);
            if (!isValidRequest(req)) {
                ctx.status(400).result("bad request");
                return;
            }
            next.apply(req).handle(ctx);
        };
    }

    static Handler serveStem(StemRequest req) {
        return ctx -> {
            Path file = STEM_ROOT.resolve(req.trackId()).resolve(STEM_FILES.get(req.stem()));
            if (!Files.isRegularFile(file)) {
                ctx.status(404);
                return;
            }
            ctx.contentType("audio/flac");
            ctx.result(Files.newInputStream(file));
        };
    }

    public static void register(Javalin app) {
        app.get("/tracks/{trackId}/stems", guarded(StemRoutes::serveStem));
    }
}
