// Nightly job that writes customer export CSV files to the drop directory read by the BI team.
package com.acme.bi.export;

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
public class CustomerExportWriter {

    private static final Set<PosixFilePermission> EXPORT_PERMS = PosixFilePermissions.fromString("rw-r-----");

    private final Path dropDir = Paths.get("/srv/exports/bi");
    private final CustomerReadModel customers;

    public CustomerExportWriter(CustomerReadModel customers) {
        this.customers = customers;
    }

    @Scheduled(cron = "0 30 2 * * *")
    public void nightly() throws IOException {
        write(customers.activeCustomers(), LocalDate.now().minusDays(1));
    }

    Path write(List<CustomerRow> rows, LocalDate day) throws IOException {
        Files.createDirectories(dropDir);
        Path out = dropDir.resolve("customers-" + day + ".csv");
        try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            w.write("id,email,country,lifetime_value_cents");
            w.newLine();
            for (CustomerRow r : rows) {
                w.write(r.id() + "," + r.email() + "," + r.country() + "," + r.lifetimeValueCents());
                w.newLine();
            }
        }
        Files.setPosixFilePermissions(out, EXPORT_PERMS);
        return out;
    }
}
