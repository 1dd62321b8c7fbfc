// A tide log export program of the h70 set (cwe-022-path).
package com.kelpline.harvest.logs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.io.FileSystemResource;
import org.springframework.core.io.Resource;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/harvest-logs")
class TideLogExportController {

    record LogRequest(String site, String file) {}

    record LogFile(LogRequest request, Path location) {
        String downloadName() {
            return request.site() + "_" + location.getFileName();
        }
    }

    private static final Pattern SITE = Pattern.compile("[a-z0-9-]{2,40}");

    private final Path logRoot;
    private final Predicate<LogRequest> wellFormed =
            r -> SITE.matcher(r.site()).matches() && !r.file().isBlank();
    private final Function<LogRequest, String> relativeName =
            r -> String.join("/", r.site(), r.file());

    TideLogExportController(@Value("${harvest.logs.root:/srv/kelpline/logs}") String root) {
        this.logRoot = Paths.get(root).toAbsolutePath().normalize();
    }

    @GetMapping
    ResponseEntity<Resource> download(@RequestParam String site, @RequestParam String file) {
        return Optional.of(new LogRequest(site.toLowerCase(Locale.ROOT), file.strip()))
                .filter(wellFormed)
                .map(r -> new LogFile(r, logRoot.resolve(relativeName.apply(r)).normalize()))
                .filter(f -> Files.isRegularFile(f.location()))
                .map(this::toResponse)
                .orElseGet(() -> ResponseEntity.notFound().build());
    }

    @GetMapping("/index")
    ResponseEntity<List<String>> index(@RequestParam String site) {
        String key = site.toLowerCase(Locale.ROOT);
        if (!SITE.matcher(key).matches()) {
            return ResponseEntity.badRequest().build();
        }
        try (Stream<Path> files = Files.list(logRoot.resolve(key))) {
            List<String> names = files
                    .filter(Files::isRegularFile)
                    .map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".csv") || n.endsWith(".tsv"))
                    .sorted()
                    .toList();
            return ResponseEntity.ok(names);
        } catch (IOException e) {
            return ResponseEntity.notFound().build();
        }
    }

    private ResponseEntity<Resource> toResponse(LogFile f) {
        MediaType type = f.location().toString().endsWith(".tsv")
                ? MediaType.parseMediaType("text/tab-separated-values")
                : MediaType.parseMediaType("text/csv");
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION,
                        "attachment; filename=\"" + f.downloadName() + "\"")
                .contentType(type)
                .body(new FileSystemResource(f.location()));
    }
}
