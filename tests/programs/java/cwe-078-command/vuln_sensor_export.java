// Exports soil-moisture sensor history for a farm field by invoking the sensor-dump CLI
package ag.fieldsense.export;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

record ExportRequest(String fieldId, int days) {}
record ExportJob(String fieldId, int days, Path outputPath) {}

@Component
class SensorDumpRunner {
    private final String binary = System.getenv().getOrDefault("SENSOR_DUMP_BIN", "/opt/fieldsense/bin/sensor-dump");

    int run(ExportJob job) throws IOException, InterruptedException {
        String commandLine = binary + " --field " + job.fieldId() + " --days " + job.days()
            + " --out " + job.outputPath();
        Process p = new ProcessBuilder(List.of("/bin/sh", "-c", commandLine)).redirectErrorStream(true).start();
        return p.waitFor();
    }
}

@Service
class ExportService {
    private final SensorDumpRunner runner;
    private final Path exportDir = Path.of(System.getenv().getOrDefault("EXPORT_DIR", "/var/fieldsense/exports"));

    ExportService(SensorDumpRunner runner) {
        this.runner = runner;
    }

    Path export(ExportRequest req) throws IOException, InterruptedException {
        if (req.fieldId() == null || req.fieldId().isBlank()) {
            throw new IllegalArgumentException("fieldId required");
        }
        int days = Math.min(Math.max(req.days(), 1), 365);
        Path out = exportDir.resolve("field-" + Instant.now().toEpochMilli() + ".csv");
        ExportJob job = new ExportJob(req.fieldId(), days, out);
        if (runner.run(job) != 0) {
            throw new IOException("sensor-dump failed");
        }
        return out;
    }
}

@RestController
class ExportController {
    private final ExportService service;

    ExportController(ExportService service) {
        this.service = service;
    }

    @PostMapping("/fields/export")
    String export(@RequestBody ExportRequest req) throws Exception {
        return service.export(req).getFileName().toString();
    }
}
