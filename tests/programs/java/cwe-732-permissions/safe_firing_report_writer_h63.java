// A firing report writer program of the h63 set (cwe-732-permissions).
package studio.hotshop.reports;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.UUID;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.jms.annotation.JmsListener;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;

class FiringCompleted {
    public String firingId;
    public String kiln;
    public List<Segment> segments;

    static class Segment {
        public int targetCelsius;
        public int rampPerHour;
        public int holdMinutes;
    }
}

@Component
class FiringReportWriter {
    private final Path reportDir;

    FiringReportWriter(@Value("${hotshop.report-dir:/var/lib/hotshop/reports}") String reportDir) {
        this.reportDir = Paths.get(reportDir);
    }

    Path write(UUID firingId, String csv) throws IOException {
        Files.createDirectories(reportDir);
        Path report = reportDir.resolve("firing-" + firingId + ".csv");
        Files.write(report, csv.getBytes(StandardCharsets.UTF_8));
        Files.setPosixFilePermissions(report, PosixFilePermissions.fromString("rw-r-----"));
        return report;
    }
}

@Service
class FiringReportService {
    private final FiringReportWriter writer;

    FiringReportService(FiringReportWriter writer) { this.writer = writer; }

    Path record(FiringCompleted event) throws IOException {
        UUID firingId = UUID.fromString(event.firingId);
        StringBuilder csv = new StringBuilder("segment,target_c,ramp_c_per_h,hold_min\n");
        int n = 1;
        for (FiringCompleted.Segment s : event.segments) {
            csv.append(n++).append(',').append(s.targetCelsius).append(',')
               .append(s.rampPerHour).append(',').append(s.holdMinutes).append('\n');
        }
        return writer.write(firingId, csv.toString());
    }
}

@Component
class FiringCompletedListener {
    private final ObjectMapper mapper;
    private final FiringReportService service;

    FiringCompletedListener(ObjectMapper mapper, FiringReportService service) {
        this.mapper = mapper;
        this.service = service;
    }

    @JmsListener(destination = "studio.firing.completed")
    void onFiringCompleted(String payload) throws IOException {
        FiringCompleted event = mapper.readValue(payload, FiringCompleted.class);
        if (event.segments == null || event.segments.isEmpty()) {
            return;
        }
        service.record(event);
    }
}
