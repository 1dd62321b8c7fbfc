// A design sheets program of the h62 set (cwe-022-path).
package com.inkwell.studio;

import io.helidon.http.HeaderNames;
import io.helidon.http.Status;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Serves the printable design sheets (stencils, flash pages) that each artist keeps on the studio share.
 */
class DesignSheetService implements HttpService {

    record SheetRef(String artist, String fileName) {}

    private final Path sheetRoot;

    DesignSheetService(Path sheetRoot) {
        this.sheetRoot = sheetRoot.toAbsolutePath().normalize();
    }

    @Override
    public void routing(HttpRules rules) {
        rules.get("/{artist}", this::download);
    }

    private void download(ServerRequest req, ServerResponse res) {
        String artist = req.path().pathParameters().get("artist");
        String sheet = req.query().contains("sheet") ? req.query().get("sheet") : "flash.pdf";
        locate(new SheetRef(artist, sheet))
                .filter(Files::isRegularFile)
                .ifPresentOrElse(
                        path -> send(res, path),
                        () -> res.status(Status.NOT_FOUND_404).send());
    }

    Optional<Path> locate(SheetRef ref) {
        Path candidate = sheetRoot.resolve(ref.artist()).resolve(ref.fileName()).normalize();
        return candidate.startsWith(sheetRoot) ? Optional.of(candidate) : Optional.empty();
    }

    private static void send(ServerResponse res, Path path) {
        try {
            String type = path.toString().endsWith(".png") ? "image/png" : "application/pdf";
            res.header(HeaderNames.CONTENT_TYPE, type);
            res.send(Files.readAllBytes(path));
        } catch (IOException e) {
            res.status(Status.INTERNAL_SERVER_ERROR_500).send();
        }
    }

    public static void main(String[] args) {
        Path root = Path.of(System.getenv().getOrDefault("DESIGN_SHEET_ROOT", "/srv/studio/sheets"));
        WebServer.builder()
                .port(8080)
                .routing(routing -> routing.register("/designs", new DesignSheetService(root)))
                .build()
                .start();
    }
}
