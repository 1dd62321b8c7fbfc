// Batch helper that writes the monthly payroll export CSV to the shared outbound directory
package com.acme.hr.payroll;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.YearMonth;
import java.util.List;
import java.util.Set;

public final class PayrollExportWriter {

    public record PayslipRow(String employeeId, String iban, long grossCents, long netCents) {}

    private static final Set<PosixFilePermission> EXPORT_MODE = PosixFilePermissions.fromString("rw-------");
    private final Path outboundDir;

    public PayrollExportWriter(Path outboundDir) {
        this.outboundDir = outboundDir;
    }

    private static String toCsv(PayslipRow r) {
        return String.join(",", r.employeeId(), r.iban(),
                Long.toString(r.grossCents()), Long.toString(r.netCents()));
    }

    public Path write(YearMonth period, List<PayslipRow> rows) throws IOException {
        Files.createDirectories(outboundDir);
        Path target = outboundDir.resolve("payroll-" + period + ".csv");
        Files.deleteIfExists(target);
        Files.createFile(target, PosixFilePermissions.asFileAttribute(EXPORT_MODE));
        try (BufferedWriter w = Files.newBufferedWriter(target, StandardCharsets.UTF_8,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            w.write("employee_id,iban,gross_cents,net_cents");
            w.newLine();
            for (PayslipRow r : rows) {
                w.write(toCsv(r));
                w.newLine();
            }
        }
        return target;
    }
}
