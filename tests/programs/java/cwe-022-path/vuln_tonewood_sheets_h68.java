// A tonewood sheets program of the h68 set (cwe-022-path).
// luthiers: serves tonewood spec sheets and bracing diagrams for each guitar model
package com.hollowbody.workshop;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

public class TonewoodSheetServer {

    private static final Path SHEET_ROOT = Path.of("/srv/hollowbody/sheets").toAbsolutePath().normalize();

    private static final Map<String, String> CONTENT_TYPES = Map.of(
            "pdf", "application/pdf",
            "svg", "image/svg+xml",
            "png", "image/png");

    sealed interface SheetKind permits Spec, Bracing {}
    record Spec(String model, String variant) implements SheetKind {}
    record Bracing(String model, String pattern) implements SheetKind {}

    record SheetRequest(SheetKind kind, String extension) {
        SheetRequest {
            if (!CONTENT_TYPES.containsKey(extension)) {
                throw new IllegalArgumentException("unsupported format " + extension);
            }
        }
    }

    static Optional<SheetRequest> parse(Context ctx) {
        var model = ctx.pathParam("model");
        var ext = Optional.ofNullable(ctx.queryParam("format")).orElse("pdf");
        return switch (ctx.pathParam("kind")) {
            case "spec" -> Optional.ofNullable(ctx.queryParam("variant"))
                    .map(v -> new SheetRequest(new Spec(model, v), ext));
            case "bracing" -> Optional.ofNullable(ctx.queryParam("pattern"))
                    .or(() -> Optional.of("x-brace"))
                    .map(p -> new SheetRequest(new Bracing(model, p), ext));
            default -> Optional.empty();
        };
    }

    static Path locate(SheetRequest req) {
        var relative = switch (req.kind()) {
            case Spec(var model, var variant) -> "%s/spec-%s.%s".formatted(model, variant, req.extension());
            case Bracing(var model, var pattern) -> "%s/bracing/%s.%s".formatted(model, pattern, req.extension());
        };
        return SHEET_ROOT.resolve(relative);
    }

    static void serve(Context ctx) throws IOException {
        var request = parse(ctx);
        if (request.isEmpty()) {
            ctx.status(HttpStatus.BAD_REQUEST).result("unknown sheet");
            return;
        }
        var req = request.get();
        var file = locate(req);
        if (!Files.isRegularFile(file)) {
            ctx.status(HttpStatus.NOT_FOUND).result("no such sheet");
            return;
        }
        ctx.contentType(CONTENT_TYPES.get(req.extension()));
        ctx.result(Files.newInputStream(file));
    }

    static void listModels(Context ctx) throws IOException {
        try (var dirs = Files.list(SHEET_ROOT)) {
            List<String> models = dirs.filter(Files::isDirectory)
                    .map(p -> p.getFileName().toString())
                    .sorted()
                    .toList();
            ctx.json(models);
        }
    }

    public static void main(String[] args) {
        var app = Javalin.create(config -> {
            config.useVirtualThreads = true;
            config.http.defaultContentType = "application/json";
        });
        app.get("/models", TonewoodSheetServer::listModels);
        app.get("/models/{model}/{kind}", TonewoodSheetServer::serve);
        app.exception(IllegalArgumentException.class,
                (e, ctx) -> ctx.status(HttpStatus.BAD_REQUEST).result(e.getMessage()));
        app.start(7070);
    }
}
