// Spring endpoint that lets depot managers of a waste management company download generated route reports
package com.wasteco.reports;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@ConfigurationProperties(prefix = "reports")
record ReportSettings(String outputDir) {}

@Service
class ReportStore {
    private final Path baseDir;

    ReportStore(ReportSettings settings) {
        this.baseDir = Paths.get(settings.outputDir()).toAbsolutePath().normalize();
    }

    byte[] load(String depot, String fileName) throws IOException {
        Path candidate = baseDir.resolve(depot).resolve(fileName).normalize();
        if (!candidate.startsWith(baseDir)) {
            throw new SecurityException("outside report directory");
        }
        return Files.readAllBytes(candidate);
    }
}

@RestController
class RouteReportController {
    private final ReportStore store;

    RouteReportController(ReportStore store) {
        this.store = store;
    }

    @GetMapping("/depots/{depot}/reports")
    ResponseEntity<byte[]> download(@PathVariable String depot, @RequestParam("file") String fileName) {
        try {
            byte[] body = store.load(depot, fileName);
            return ResponseEntity.ok()
                    .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"report.csv\"")
                    .body(body);
        } catch (SecurityException e) {
            return ResponseEntity.status(403).build();
        } catch (IOException e) {
            return ResponseEntity.notFound().build();
        }
    }
}
