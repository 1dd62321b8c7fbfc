// Spring MVC controller that serves generated PDF reports from the reports directory.
package com.acme.reports.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.io.PathResource;
import org.springframework.core.io.Resource;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ReportDownloadController {

    private final Path reportRoot;

    public ReportDownloadController(@Value("${reports.dir:/srv/reports}") String dir) {
        this.reportRoot = Paths.get(dir).toAbsolutePath().normalize();
    }

    @GetMapping("/reports/download")
    public ResponseEntity<Resource> download(@RequestParam("file") String file) throws IOException {
        Path target = locate(file);
        if (target == null || !Files.isRegularFile(target)) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"report.pdf\"")
                .contentType(MediaType.APPLICATION_PDF)
                .body(new PathResource(target));
    }

    private Path locate(String file) {
        Path candidate = reportRoot.resolve(file);
        if (!candidate.startsWith(reportRoot)) {
            return null;
        }
        return candidate;
    }
}
