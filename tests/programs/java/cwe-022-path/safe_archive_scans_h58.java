// archive scans (h58 set)
package org.millbrookmuseum.digitisation;

import spark.Request;
import spark.Response;
import spark.Route;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import static spark.Spark.get;
import static spark.Spark.halt;
import static spark.Spark.port;

final class ScanServer {

    private static final Map<String, String> MEDIA_TYPES = Map.of(
            "tif", "image/tiff",
            "tiff", "image/tiff",
            "jp2", "image/jp2",
            "jpg", "image/jpeg");

    private static final Function<String, Optional<String>> MEDIA_TYPE = name -> {
        int dot = name.lastIndexOf('.');
        return dot < 0 ? Optional.empty()
                : Optional.ofNullable(MEDIA_TYPES.get(name.substring(dot + 1).toLowerCase()));
    };

    private final Path scanRoot;

    ScanServer(Path scanRoot) {
        this.scanRoot = scanRoot.toAbsolutePath().normalize();
    }

    private Optional<Path> locate(String accession, String file) {
        Path candidate = scanRoot.resolve(accession.replace('.', '/')).resolve(file).normalize();
        return candidate.startsWith(scanRoot) ? Optional.of(candidate) : Optional.empty();
    }

    private Object serveScan(Request req, Response res) throws Exception {
        String accession = req.params(":accession");
        if (!accession.matches("\\d{4}\\.\\d{1,4}(\\.\\d{1,3})?")) {
            halt(400, "bad accession number");
        }
        String file = Optional.ofNullable(req.queryParams("file")).orElse("master.tif");
        String type = MEDIA_TYPE.apply(file).orElse("application/octet-stream");

        Path scan = locate(accession, file).orElse(null);
        if (scan == null || !Files.isRegularFile(scan)) {
            halt(404);
        }
        res.type(type);
        res.header("Cache-Control", "private, max-age=3600");
        return Files.readAllBytes(scan);
    }

    Map<String, Route> routes() {
        Map<String, Route> table = new LinkedHashMap<>();
        table.put("/objects/:accession/scan", this::serveScan);
        table.put("/healthz", (req, res) -> "ok");
        return table;
    }

    public static void main(String[] args) {
        ScanServer server = new ScanServer(Paths.get(
                Optional.ofNullable(System.getenv("SCAN_ROOT")).orElse("/mnt/archive/scans")));
        port(Integer.parseInt(Optional.ofNullable(System.getenv("PORT")).orElse("4567")));
        server.routes().forEach((path, route) -> get(path, route));
    }
}
