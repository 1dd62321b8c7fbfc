// A tensile reports program of the h69 set (cwe-732-permissions).
package com.hempstrandcordage.quality;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseEntity;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

record BreakTest(String coilId, String customerContract, double breakingLoadKn, double ratedLoadKn) {}

@Component
class TestResultBuffer {
    private final Queue<BreakTest> results = new ConcurrentLinkedQueue<>();

    void add(BreakTest t) {
        results.add(t);
    }

    List<BreakTest> drainAll() {
        List<BreakTest> out = new ArrayList<>();
        BreakTest t;
        while ((t = results.poll()) != null) {
            out.add(t);
        }
        return out;
    }
}

@RestController
class TensileRigController {
    private final TestResultBuffer buffer;

    TensileRigController(TestResultBuffer buffer) {
        this.buffer = buffer;
    }

    @PostMapping("/rig/results")
    ResponseEntity<Void> submit(@RequestBody BreakTest test) {
        buffer.add(test);
        return ResponseEntity.accepted().build();
    }
}

@Component
class CertificationReportJob {
    private static final Logger log = LoggerFactory.getLogger(CertificationReportJob.class);

    private final TestResultBuffer buffer;
    private final Path reportDir;
    private final Set<PosixFilePermission> dirPerms = PosixFilePermissions.fromString("rwxrwxrwx");
    private final Set<PosixFilePermission> filePerms = PosixFilePermissions.fromString("rw-rw-rw-");

    CertificationReportJob(TestResultBuffer buffer,
                           @Value("${quality.report-dir:/srv/hempstrand/certifications}") String dir) {
        this.buffer = buffer;
        this.reportDir = Path.of(dir);
    }

    @Scheduled(cron = "0 30 23 * * *")
    void writeNightlyReport() throws IOException {
        List<BreakTest> tests = buffer.drainAll();
        if (tests.isEmpty()) {
            return;
        }
        if (!Files.isDirectory(reportDir)) {
            FileAttribute<Set<PosixFilePermission>> attr = PosixFilePermissions.asFileAttribute(dirPerms);
            Files.createDirectories(reportDir, attr);
        }
        Path report = reportDir.resolve("break-tests-" + LocalDate.now() + ".csv");
        try (Writer w = Files.newBufferedWriter(report, StandardCharsets.UTF_8)) {
            w.write("coil,contract,breaking_kn,rated_kn,pass\n");
            for (BreakTest t : tests) {
                boolean pass = t.breakingLoadKn() >= t.ratedLoadKn() * 1.1;
                w.write(String.join(",", t.coilId(), t.customerContract(),
                        Double.toString(t.breakingLoadKn()), Double.toString(t.ratedLoadKn()),
                        pass ? "PASS" : "FAIL"));
                w.write('\n');
            }
        }
        Files.setPosixFilePermissions(report, filePerms);
        log.info("wrote {} break tests to {}", tests.size(), report);
    }
}
