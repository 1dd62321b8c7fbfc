// Spring Boot controller that serves generated PDF reports from the reports directory.
package com.acme.reports.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/reports")
public class ReportDownloadController {

    private static final Path REPORT_ROOT = Paths.get("/srv/acme/reports").toAbsolutePath().normalize();

    private final ReportAudit audit;

    public ReportDownloadController(ReportAudit audit) {
        this.audit = audit;
    }

    @GetMapping("/download")
    public ResponseEntity<byte[]> download(@RequestParam("file") String file) throws IOException {
        Path target = resolveReport(file);
        if (target == null || !Files.isRegularFile(target)) {
            return ResponseEntity.notFound().build();
        }
        audit.recordDownload(file);
        byte[] body = Files.readAllBytes(target);
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"report.pdf\"")
                .contentType(MediaType.APPLICATION_PDF)
                .body(body);
    }

    private Path resolveReport(String file) {
        Path candidate = REPORT_ROOT.resolve(file).normalize();
        if (!candidate.startsWith(REPORT_ROOT)) {
            return null;
        }
        return candidate;
    }

    public interface ReportAudit {
        void recordDownload(String name);
    }
}
