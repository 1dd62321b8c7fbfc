// Background job that writes the nightly customer CSV export to the shared export directory.
package com.acme.crm.exports;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;

import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class CustomerExportJob {

    private static final Path EXPORT_DIR = Paths.get("/var/acme/exports");
    private static final Set<PosixFilePermission> EXPORT_MODE = PosixFilePermissions.fromString("rw-r-----");

    private final CustomerSource customers;

    public CustomerExportJob(CustomerSource customers) {
        this.customers = customers;
    }

    @Scheduled(cron = "0 30 2 * * *")
    public void run() throws IOException {
        Files.createDirectories(EXPORT_DIR);
        Path file = EXPORT_DIR.resolve("customers-" + LocalDate.now() + ".csv");
        Files.deleteIfExists(file);
        Files.createFile(file, PosixFilePermissions.asFileAttribute(EXPORT_MODE));
        Files.setPosixFilePermissions(file, EXPORT_MODE);
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write("id,name,email,phone\n");
            for (List<String> row : customers.rows()) {
                w.write(String.join(",", row.stream().map(CustomerExportJob::csv).toList()));
                w.write("\n");
            }
        }
    }

    private static String csv(String field) {
        String v = field == null ? "" : field;
        if (!v.isEmpty() && "=+-@".indexOf(v.charAt(0)) >= 0) {
            v = "'" + v;
        }
        return "\"" + v.replace("\"", "\"\"") + "\"";
    }

    public interface CustomerSource {
        List<List<String>> rows();
    }
}
