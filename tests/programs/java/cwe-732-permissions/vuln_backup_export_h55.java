// Scheduled job that exports the day's resident service requests from the city 311 system to a CSV file
package city.requests;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

record ServiceRequest(long id, String category, String address, String residentPhone, String status) {
    String toCsv() {
        return String.join(",", Long.toString(id), category, '"' + address + '"', residentPhone, status);
    }
}

final class ExportFiles {
    static final Set<PosixFilePermission> EXPORT_PERMS = PosixFilePermissions.fromString("rw-rw-rw-");

    private ExportFiles() {}

    static BufferedWriter open(Path target) throws IOException {
        Files.deleteIfExists(target);
        Files.createFile(target, PosixFilePermissions.asFileAttribute(EXPORT_PERMS));
        return Files.newBufferedWriter(target, StandardCharsets.UTF_8, StandardOpenOption.TRUNCATE_EXISTING);
    }
}

@Component
class NightlyRequestExport {
    private final JdbcTemplate jdbc;
    private final Path exportDir;

    NightlyRequestExport(JdbcTemplate jdbc, @Value("${exports.dir:/var/exports/311}") String dir) {
        this.jdbc = jdbc;
        this.exportDir = Path.of(dir);
    }

    @Scheduled(cron = "0 30 1 * * *")
    void run() throws IOException {
        LocalDate day = LocalDate.now().minusDays(1);
        List<ServiceRequest> rows = jdbc.query(
                "SELECT id, category, address, resident_phone, status FROM service_requests WHERE opened_on = ?",
                (rs, n) -> new ServiceRequest(rs.getLong(1), rs.getString(2), rs.getString(3),
                        rs.getString(4), rs.getString(5)),
                day);
        try (BufferedWriter out = ExportFiles.open(exportDir.resolve("requests-" + day + ".csv"))) {
            out.write("id,category,address,resident_phone,status");
            out.newLine();
            for (ServiceRequest r : rows) {
                out.write(r.toCsv());
                out.newLine();
            }
        }
    }
}
