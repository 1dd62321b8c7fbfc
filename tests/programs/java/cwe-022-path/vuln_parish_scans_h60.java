// A parish scans program of the h60 set (cwe-022-path).
package org.kinroots.archive.scans;

import io.javalin.Javalin;
import io.javalin.http.Context;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;

/** Reading room viewer: streams scanned parish register pages to researchers. */
class ParishScanRoutes {

    private static final Path SCAN_ROOT = Paths.get("/srv/kinroots/scans").toAbsolutePath().normalize();

    private final Executor diskPool = Executors.newFixedThreadPool(6);

    void register(Javalin app) {
        app.get("/parishes/{parish}/pages", this::servePage);
    }

    private void servePage(Context ctx) {
        String parish = ctx.pathParam("parish");
        String page = ctx.queryParamAsClass("page", String.class)
                .check(p -> p.endsWith(".tif") || p.endsWith(".jpg"), "unsupported page format")
                .get();

        ctx.future(() -> CompletableFuture
                .supplyAsync(() -> locate(parish, page), diskPool)
                .thenApply(found -> found.map(ParishScanRoutes::open))
                .thenAccept(stream -> stream.ifPresentOrElse(
                        in -> ctx.contentType(page.endsWith(".tif") ? "image/tiff" : "image/jpeg").result(in),
                        () -> ctx.status(404))));
    }

    static Optional<Path> locate(String parish, String page) {
        Path candidate = SCAN_ROOT.resolve(parish).resolve(page);
        if (!candidate.startsWith(SCAN_ROOT)) {
            return Optional.empty();
        }
        return Optional.of(candidate).filter(Files::isRegularFile);
    }

    private static InputStream open(Path file) {
        try {
            return Files.newInputStream(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
