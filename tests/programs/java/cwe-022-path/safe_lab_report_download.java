// Download endpoint serving finished pathology lab report PDFs from the report store
package health.pathlink.reports;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Optional;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

record ReportRef(String accession, String fileName) {}

@Component
class ReportStore {
    private final Path baseDir = Paths.get(System.getenv().getOrDefault("LAB_REPORT_DIR", "/srv/pathlink/reports"))
        .toAbsolutePath().normalize();

    Optional<byte[]> read(ReportRef ref) throws IOException {
        Path candidate = baseDir.resolve(ref.accession()).resolve(ref.fileName()).normalize();
        if (!candidate.startsWith(baseDir) || !Files.isRegularFile(candidate)) {
            return Optional.empty();
        }
        return Optional.of(Files.readAllBytes(candidate));
    }
}

@Service
class ReportService {
    private final ReportStore store;

    ReportService(ReportStore store) {
        this.store = store;
    }

    Optional<byte[]> fetch(String accession, String file) throws IOException {
        if (!accession.matches("[A-Z]{2}[0-9]{8}")) {
            return Optional.empty();
        }
        return store.read(new ReportRef(accession, file.strip()));
    }
}

@RestController
class ReportController {
    private final ReportService service;

    ReportController(ReportService service) {
        this.service = service;
    }

    @GetMapping("/reports/{accession}")
    ResponseEntity<byte[]> download(@PathVariable String accession, @RequestParam String file) throws IOException {
        return service.fetch(accession, file)
            .map(bytes -> ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment")
                .contentType(MediaType.APPLICATION_PDF)
                .body(bytes))
            .orElse(ResponseEntity.notFound().build());
    }
}
