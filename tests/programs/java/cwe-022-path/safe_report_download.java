// Spring Boot controller that streams generated PDF reports from the reports directory.
package com.acme.reports.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
@RequestMapping("/api/reports")
public class ReportDownloadController {

    private final Path reportsRoot;

    public ReportDownloadController(@Value("${reports.dir:/var/lib/acme/reports}") String reportsDir) {
        this.reportsRoot = Paths.get(reportsDir).toAbsolutePath().normalize();
    }

    @GetMapping("/download")
    public ResponseEntity<byte[]> download(@RequestParam("file") String fileName) throws IOException {
        Path target = resolveReport(fileName);
        if (!Files.isRegularFile(target)) {
            return ResponseEntity.notFound().build();
        }
        byte[] body = Files.readAllBytes(target);
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"report.pdf\"")
                .contentType(MediaType.APPLICATION_PDF)
                .body(body);
    }

    private Path resolveReport(String fileName) {
        Path candidate = reportsRoot.resolve(fileName).normalize();
        if (!candidate.startsWith(reportsRoot)) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "invalid report name");
        }
        return candidate;
    }
}
