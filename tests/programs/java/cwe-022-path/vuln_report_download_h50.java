// Spring Boot controller that streams generated PDF reports from the reports directory
package com.acme.reports.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class ReportDownloadController {

    private final Path reportRoot = Paths.get("/var/lib/acme/reports");

    private Path resolveReport(String tenant, String fileName) {
        return reportRoot.resolve(tenant).resolve(fileName);
    }

    private boolean insideRoot(Path candidate) {
        return candidate.startsWith(reportRoot);
    }

    @GetMapping("/reports/download")
    public ResponseEntity<byte[]> download(@RequestParam("tenant") String tenant,
                                           @RequestParam("file") String file) throws IOException {
        Path target = resolveReport(tenant, file);
        if (!insideRoot(target)) {
            return ResponseEntity.status(HttpStatus.FORBIDDEN).build();
        }
        if (!Files.isRegularFile(target)) {
            return ResponseEntity.notFound().build();
        }
        byte[] body = Files.readAllBytes(target);
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"" + target.getFileName() + "\"")
                .contentType(MediaType.APPLICATION_PDF)
                .body(body);
    }
}
