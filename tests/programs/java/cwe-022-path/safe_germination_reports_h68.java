// A germination reports program of the h68 set (cwe-022-path).
// seed banks: downloads germination test reports for current and archived seed lots
package org.verdantvault.reports;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.core.io.FileSystemResource;
import org.springframework.core.io.Resource;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Pattern;

@SpringBootApplication
public class GerminationReportApp {

    public static void main(String[] args) {
        SpringApplication.run(GerminationReportApp.class, args);
    }
}

sealed interface ReportSource permits Current, Archived {}

record Current(String lot) implements ReportSource {}

record Archived(int year, String file) implements ReportSource {
    Archived {
        if (year < 1990 || year > 2100) {
            throw new IllegalArgumentException("year out of range");
        }
    }
}

@RestController
class GerminationReportController {

    private static final Path REPORTS = Path.of("/var/lib/verdantvault/germination");
    private static final Pattern LOT_ID = Pattern.compile("[A-Z]{2}-\\d{4}-[a-z0-9]{3,8}\\.pdf");

    @GetMapping("/reports/germination")
    ResponseEntity<Resource> download(@RequestParam Optional<String> lot,
                                      @RequestParam Optional<Integer> year,
                                      @RequestParam Optional<String> file) {
        ReportSource source = year
                .<ReportSource>flatMap(y -> file.map(f -> new Archived(y, f)))
                .or(() -> lot.map(Current::new))
                .orElseThrow(() -> new IllegalArgumentException("lot or year+file required"));

        return resolve(source)
                .filter(Files::isReadable)
                .map(path -> ResponseEntity.ok()
                        .header(HttpHeaders.CONTENT_DISPOSITION,
                                ContentDisposition.attachment()
                                        .filename(path.getFileName().toString())
                                        .build().toString())
                        .contentType(MediaType.APPLICATION_PDF)
                        .<Resource>body(new FileSystemResource(path)))
                .orElseGet(() -> ResponseEntity.notFound().build());
    }

    private Optional<Path> resolve(ReportSource source) {
        return switch (source) {
            case Archived(var y, var f) when f.contains("..") || f.startsWith("/") -> Optional.empty();
            case Archived(var y, var f) -> Optional.of(REPORTS.resolve("archive/%d/%s".formatted(y, f)));
            case Current(var lot) when LOT_ID.matcher(lot).matches() ->
                    Optional.of(REPORTS.resolve("current").resolve(lot));
            case Current(var lot) -> Optional.empty();
        };
    }

    @GetMapping("/reports/germination/lots")
    String lotFormat() {
        return "Lot identifiers look like " + LOT_ID.pattern();
    }
}
