// A bolt import program of the h64 set (cwe-089-sql).
package com.weftworks.mill.imports;

import com.opencsv.CSVReader;
import com.opencsv.CSVReaderBuilder;
import com.opencsv.exceptions.CsvValidationException;

import javax.sql.DataSource;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Nightly job: each mill uploads a CSV of finished bolts
 * (mill_code, bolt_no, fibre, length_m, dye_lot) into the inbox folder.
 */
class BoltInboxImporter {
    private final DataSource dataSource;
    private final Path inbox;

    BoltInboxImporter(DataSource dataSource, Path inbox) {
        this.dataSource = dataSource;
        this.inbox = inbox;
    }

    int runOnce() throws IOException, SQLException, CsvValidationException {
        int total = 0;
        try (DirectoryStream<Path> files = Files.newDirectoryStream(inbox, "*.csv")) {
            for (Path file : files) {
                total += importFile(file);
                Files.move(file, inbox.resolve("done").resolve(file.getFileName()));
            }
        }
        return total;
    }

    int importFile(Path csv) throws IOException, SQLException, CsvValidationException {
        Map<String, List<String[]>> byMill = new LinkedHashMap<>();
        try (CSVReader reader = new CSVReaderBuilder(Files.newBufferedReader(csv)).withSkipLines(1).build()) {
            String[] row;
            while ((row = reader.readNext()) != null) {
                if (row.length < 5 || row[0].isBlank()) {
                    continue;
                }
                byMill.computeIfAbsent(row[0].trim().toUpperCase(), k -> new ArrayList<>()).add(row);
            }
        }

        int count = 0;
        try (Connection con = dataSource.getConnection()) {
            con.setAutoCommit(false);
            try (Statement st = con.createStatement()) {
                for (Map.Entry<String, List<String[]>> entry : byMill.entrySet()) {
                    for (String[] r : entry.getValue()) {
                        BigDecimal length = new BigDecimal(r[3].trim());
                        String sql = String.format(
                                "INSERT INTO bolts (mill_code, bolt_no, fibre, length_m, dye_lot) "
                                        + "VALUES ('%s', '%s', '%s', %s, '%s')",
                                entry.getKey(), r[1].trim(), r[2].trim(), length.toPlainString(), r[4].trim());
                        st.addBatch(sql);
                        count++;
                    }
                }
                st.executeBatch();
            }
            con.commit();
        }
        return count;
    }
}
