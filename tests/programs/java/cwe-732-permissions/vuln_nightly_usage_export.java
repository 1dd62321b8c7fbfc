// Scheduled job that writes the nightly per-customer usage export consumed by the analytics SFTP pickup.
package com.metricflow.exports;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.LocalDate;
import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class UsageExportJob {

    private static final Logger log = LoggerFactory.getLogger(UsageExportJob.class);
    private static final Path EXPORT_DIR = Paths.get("/var/metricflow/exports");

    public record UsageRow(String accountId, String contactEmail, long events, long activeUsers) {}

    public interface UsageQueries {
        List<UsageRow> dailyUsage(LocalDate day);
    }

    private final UsageQueries queries;

    public UsageExportJob(UsageQueries queries) {
        this.queries = queries;
    }

    @Scheduled(cron = "0 15 2 * * *", zone = "UTC")
    public void exportYesterday() throws IOException {
        LocalDate day = LocalDate.now().minusDays(1);
        Path target = EXPORT_DIR.resolve("usage-" + day + ".csv");
        Files.createDirectories(EXPORT_DIR);
        Files.deleteIfExists(target);
        Files.createFile(target);

        try (BufferedWriter writer = Files.newBufferedWriter(target, StandardCharsets.UTF_8)) {
            writer.write("account_id,contact_email,events,active_users");
            writer.newLine();
            for (UsageRow row : queries.dailyUsage(day)) {
                writer.write(String.join(",", row.accountId(), row.contactEmail(),
                        Long.toString(row.events()), Long.toString(row.activeUsers())));
                writer.newLine();
            }
        }
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw-rw-rw-"));
        log.info("wrote usage export {}", target);
    }
}
