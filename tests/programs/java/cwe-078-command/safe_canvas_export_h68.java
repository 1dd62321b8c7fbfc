// A canvas export program of the h68 set (cwe-078-command).
// yurt makers: exports canvas cutting patterns for the plotter, the print shop or a quick preview
package nz.feltandframe.patterns;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.http.exceptions.HttpStatusException;
import io.micronaut.runtime.Micronaut;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class CanvasExportApp {
    public static void main(String[] args) {
        Micronaut.run(CanvasExportApp.class, args);
    }
}

record ExportSpec(long patternId, String exportType, int diameterCm) {
    ExportSpec {
        if (diameterCm < 300 || diameterCm > 1200) {
            throw new HttpStatusException(HttpStatus.BAD_REQUEST, "diameter must be 3-12 m");
        }
    }

    Path source() {
        return Path.of("/data/patterns", "pattern-%d.svg".formatted(patternId));
    }

    Path target() {
        return Path.of("/data/exports", "pattern-%d-%dcm.%s".formatted(patternId, diameterCm, exportType));
    }
}

@Controller("/patterns")
class CanvasExportController {

    @Post("/{patternId}/export")
    HttpResponse<String> export(@PathVariable long patternId,
                                @QueryValue(defaultValue = "plotter") String format,
                                @QueryValue Optional<Integer> diameter) {
        var exportType = switch (format.toLowerCase()) {
            case "plotter", "dxf" -> "dxf";
            case "print", "pdf" -> "pdf";
            case "preview", "png" -> "png";
            default -> throw new HttpStatusException(HttpStatus.BAD_REQUEST, "unsupported format");
        };
        var spec = new ExportSpec(patternId, exportType, diameter.orElse(600));

        if (!Files.exists(spec.source())) {
            return HttpResponse.notFound("pattern %d not found".formatted(patternId));
        }

        var command = Stream.of(
                        "inkscape", spec.source().toString(),
                        "--export-type=" + spec.exportType(),
                        "--export-filename=" + spec.target(),
                        "--export-width=" + spec.diameterCm() * 10)
                .collect(Collectors.joining(" "));

        try (var executor = Executors.newVirtualThreadPerTaskExecutor()) {
            var exit = executor.submit(() -> new ProcessBuilder("bash", "-c", command)
                            .inheritIO()
                            .start()
                            .waitFor())
                    .get();
            return exit == 0
                    ? HttpResponse.ok(spec.target().getFileName().toString())
                    : HttpResponse.serverError("inkscape exited with " + exit);
        } catch (Exception e) {
            if (e.getCause() instanceof IOException io) {
                return HttpResponse.serverError("could not start inkscape: " + io.getMessage());
            }
            throw new HttpStatusException(HttpStatus.INTERNAL_SERVER_ERROR, e.getMessage());
        }
    }
}
