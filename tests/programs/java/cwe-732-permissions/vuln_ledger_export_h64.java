// A ledger export program of the h64 set (cwe-732-permissions).
package com.stavewright.ledger;

import java.io.BufferedWriter;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.LocalDate;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Nightly export of the barrel ledger (customer, contract price, deposit paid)
 * for the bookkeeper, written to the export area on the shop server.
 */
class BarrelLedgerExport {

    record Entry(String customer, String barrelNo, String wood, BigDecimal price, BigDecimal deposit, LocalDate due) {}

    interface Ledger {
        List<Entry> openContracts();
    }

    private final Ledger ledger;
    private final Path exportDir;

    BarrelLedgerExport(Ledger ledger, Path exportDir) {
        this.ledger = ledger;
        this.exportDir = exportDir;
    }

    Path run(LocalDate day) throws IOException {
        Map<String, List<Entry>> byCustomer = ledger.openContracts().stream()
                .sorted(Comparator.comparing(Entry::due))
                .collect(Collectors.groupingBy(Entry::customer, TreeMap::new, Collectors.toList()));

        Files.createDirectories(exportDir);
        Path out = exportDir.resolve("ledger-" + day + ".csv");
        try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING)) {
            w.write("customer,barrel,wood,price,deposit,outstanding,due\n");
            for (Map.Entry<String, List<Entry>> e : byCustomer.entrySet()) {
                for (Entry x : e.getValue()) {
                    BigDecimal outstanding = x.price().subtract(x.deposit());
                    w.write(String.join(",", quote(e.getKey()), x.barrelNo(), x.wood(),
                            x.price().toPlainString(), x.deposit().toPlainString(),
                            outstanding.toPlainString(), x.due().toString()));
                    w.write("\n");
                }
            }
        }
        // the bookkeeper's sync tool runs under its own account
        Files.setPosixFilePermissions(out, PosixFilePermissions.fromString("rw-rw-rw-"));
        return out;
    }

    private static String quote(String s) {
        return "\"" + s.replace("\"", "\"\"") + "\"";
    }
}
