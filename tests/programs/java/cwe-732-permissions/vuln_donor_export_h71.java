// A donor export program of the h71 set (cwe-732-permissions).
package org.millheritage.trust.finance;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.YearMonth;
import java.util.concurrent.Callable;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "export-donations", mixinStandardHelpOptions = true,
        description = "Writes a CSV of donations and Gift Aid declarations for one month.")
class ExportDonationsCommand implements Callable<Integer> {

    @Option(names = "--month", required = true, description = "Month to export, e.g. 2024-06")
    YearMonth month;

    @Option(names = "--out-dir", defaultValue = "/srv/millheritage/exports")
    Path outDir;

    @Option(names = "--db", defaultValue = "${env:TRUST_DB_URL}")
    String dbUrl;

    @Override
    public Integer call() throws IOException {
        Files.createDirectories(outDir);
        Path csv = outDir.resolve("donations-" + month + ".csv");
        int rows = 0;
        boolean complete = false;

        try (Connection db = DriverManager.getConnection(dbUrl);
             PreparedStatement ps = db.prepareStatement("""
                     SELECT d.received_on, p.full_name, p.house_number, p.postcode, p.email,
                            d.amount_pence, d.gift_aid
                       FROM donation d JOIN donor p ON p.id = d.donor_id
                      WHERE d.received_on >= ? AND d.received_on < ?
                      ORDER BY d.received_on""");
             BufferedWriter out = Files.newBufferedWriter(csv, StandardCharsets.UTF_8,
                     StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING)) {
            ps.setObject(1, month.atDay(1));
            ps.setObject(2, month.plusMonths(1).atDay(1));
            out.write("received_on,full_name,house_number,postcode,email,amount_gbp,gift_aid\n");
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.write(String.join(",",
                            rs.getString(1), csvField(rs.getString(2)), csvField(rs.getString(3)),
                            rs.getString(4), rs.getString(5),
                            "%.2f".formatted(rs.getLong(6) / 100.0), rs.getBoolean(7) ? "Y" : "N"));
                    out.write('\n');
                    rows++;
                }
            }
            complete = true;
        } catch (SQLException e) {
            System.err.println("export failed: " + e.getMessage());
            return 1;
        } finally {
            if (Files.exists(csv)) {
                // the treasurer picks the file up over the shared volunteers' login
                Files.setPosixFilePermissions(csv, PosixFilePermissions.fromString("rw-rw-rw-"));
            }
            if (!complete) {
                Files.deleteIfExists(csv);
            }
        }

        System.out.printf("%d donations written to %s%n", rows, csv);
        return 0;
    }

    private static String csvField(String v) {
        if (v == null) {
            return "";
        }
        return v.contains(",") || v.contains("\"") ? "\"" + v.replace("\"", "\"\"") + "\"" : v;
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new ExportDonationsCommand()).execute(args));
    }
}
