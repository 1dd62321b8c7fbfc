// Spring MVC controller that streams generated PDF reports from the reports directory.
package com.acme.reports.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.io.InputStreamResource;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ReportDownloadController {

    private final String reportRoot;

    public ReportDownloadController(@Value("${reports.root:/var/lib/acme/reports}") String reportRoot) {
        this.reportRoot = reportRoot;
    }

    private Path resolveReport(String name) {
        return Paths.get(reportRoot + "/" + name);
    }

    @GetMapping("/reports/download")
    public ResponseEntity<InputStreamResource> download(@RequestParam("file") String file) throws IOException {
        Path target = resolveReport(file);
        if (!target.toString().startsWith(reportRoot)) {
            return ResponseEntity.badRequest().build();
        }
        if (!Files.isRegularFile(target)) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"" + target.getFileName() + "\"")
                .contentType(MediaType.APPLICATION_PDF)
                .body(new InputStreamResource(Files.newInputStream(target)));
    }
}
