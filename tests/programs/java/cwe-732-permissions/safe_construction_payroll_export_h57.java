// Nightly command-line job for a construction firm that exports subcontractor payroll lines to a CSV file
package com.buildright.payroll;

import java.io.BufferedWriter;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;

record PayrollLine(String subcontractor, String iban, BigDecimal hours, BigDecimal rate) {
    BigDecimal total() {
        return hours.multiply(rate);
    }
}

interface PayrollSource {
    List<PayrollLine> linesFor(LocalDate day);
}

final class PayrollCsvExporter {
    private final Path exportDir;

    PayrollCsvExporter(Path exportDir) {
        this.exportDir = exportDir;
    }

    Path export(LocalDate day, List<PayrollLine> lines) throws IOException {
        Files.createDirectories(exportDir);
        Path target = exportDir.resolve("payroll-" + day + ".csv");
        Set<PosixFilePermission> perms = PosixFilePermissions.fromString("rw-------");
        Files.deleteIfExists(target);
        Files.createFile(target, PosixFilePermissions.asFileAttribute(perms));
        try (BufferedWriter w = Files.newBufferedWriter(target)) {
            w.write("subcontractor,iban,hours,rate,total\n");
            for (PayrollLine l : lines) {
                w.write(String.join(",", l.subcontractor(), l.iban(), l.hours().toPlainString(),
                        l.rate().toPlainString(), l.total().toPlainString()));
                w.write('\n');
            }
        }
        return target;
    }
}

public class PayrollExportJob {
    public static void main(String[] args) throws IOException {
        LocalDate day = args.length > 0 ? LocalDate.parse(args[0]) : LocalDate.now().minusDays(1);
        PayrollSource source = d -> {
            try (var rows = Files.lines(Path.of("/var/ledger/timesheets-" + d + ".csv"))) {
                return rows.skip(1).map(r -> r.split(","))
                        .map(c -> new PayrollLine(c[0], c[1], new BigDecimal(c[2]), new BigDecimal(c[3])))
                        .toList();
            } catch (IOException e) {
                throw new IllegalStateException("timesheets unavailable for " + d, e);
            }
        };
        Path out = new PayrollCsvExporter(Path.of("/var/exports/payroll")).export(day, source.linesFor(day));
        System.out.println("wrote " + out);
    }
}
