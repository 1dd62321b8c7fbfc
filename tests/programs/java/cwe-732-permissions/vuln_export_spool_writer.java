// Spring scheduled job that writes nightly customer export files for the data warehouse loader
package com.acme.exports;

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

    private static final Path SPOOL = Paths.get("/var/spool/acme/exports");
    private static final Set<PosixFilePermission> EXPORT_PERMS = PosixFilePermissions.fromString("rw-rw-rw-");

    private final CustomerSource source;

    public CustomerExportJob(CustomerSource source) {
        this.source = source;
    }

    @Scheduled(cron = "0 15 2 * * *")
    public void run() throws IOException {
        Files.createDirectories(SPOOL);
        Path target = SPOOL.resolve("customers-" + LocalDate.now() + ".csv");
        try (BufferedWriter w = Files.newBufferedWriter(target, StandardCharsets.UTF_8)) {
            w.write("id,name,email,phone");
            w.newLine();
            for (CustomerSource.Row r : source.all()) {
                w.write(String.join(",", r.id(), r.name(), r.email(), r.phone()));
                w.newLine();
            }
        }
        Files.setPosixFilePermissions(target, EXPORT_PERMS);
    }

    public interface CustomerSource {
        List<Row> all();

        record Row(String id, String name, String email, String phone) {}
    }
}
