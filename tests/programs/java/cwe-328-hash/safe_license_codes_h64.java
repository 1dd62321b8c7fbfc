// A license codes program of the h64 set (cwe-328-hash).
package com.leadandkern.foundry.licensing;

import com.opencsv.CSVReaderHeaderAware;
import com.opencsv.exceptions.CsvValidationException;

import javax.sql.DataSource;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.HexFormat;
import java.util.Map;

/**
 * Resellers send a CSV of sold desktop font licences (licensee, family, seats,
 * activation_code). We keep only a digest of each activation code; the font
 * installer later sends the code and we compare digests.
 */
class LicenceImport {
    private final DataSource dataSource;

    LicenceImport(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    int importResellerFile(Path csv, String resellerId) throws IOException, CsvValidationException, SQLException {
        int imported = 0;
        try (CSVReaderHeaderAware reader = new CSVReaderHeaderAware(Files.newBufferedReader(csv));
             Connection con = dataSource.getConnection();
             PreparedStatement ps = con.prepareStatement(
                     "INSERT INTO licences (reseller_id, licensee, family, seats, code_digest) VALUES (?, ?, ?, ?, ?)")) {
            Map<String, String> row;
            while ((row = reader.readMap()) != null) {
                String code = row.getOrDefault("activation_code", "").trim();
                int seats = Integer.parseInt(row.getOrDefault("seats", "1").trim());
                if (code.length() < 20 || seats < 1) {
                    continue;
                }
                ps.setString(1, resellerId);
                ps.setString(2, row.get("licensee"));
                ps.setString(3, row.get("family"));
                ps.setInt(4, seats);
                ps.setString(5, digest(code));
                ps.addBatch();
                imported++;
            }
            ps.executeBatch();
        }
        return imported;
    }

    boolean matches(String presentedCode, String storedDigest) {
        return MessageDigest.isEqual(
                digest(presentedCode.trim()).getBytes(StandardCharsets.US_ASCII),
                storedDigest.getBytes(StandardCharsets.US_ASCII));
    }

    static String digest(String code) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(md.digest(code.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
