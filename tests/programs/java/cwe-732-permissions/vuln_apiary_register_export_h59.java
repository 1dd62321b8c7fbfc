// Unseen set h59: apiary register export
package org.apiarynet.register;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** One registered apiary: keeper contact details and hive location, as required for disease inspections. */
record ApiaryRecord(String apiaryId, String keeperName, String keeperPhone, double lat, double lon, int colonies) {}

class ApiaryRegisterDao {
    private final Connection connection;

    ApiaryRegisterDao(Connection connection) {
        this.connection = connection;
    }

    List<ApiaryRecord> inDistrict(String district) throws SQLException {
        List<ApiaryRecord> out = new ArrayList<>();
        try (PreparedStatement ps = connection.prepareStatement(
                "SELECT apiary_id, keeper_name, keeper_phone, lat, lon, colonies FROM apiaries WHERE district = ? ORDER BY apiary_id")) {
            ps.setString(1, district);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new ApiaryRecord(rs.getString(1), rs.getString(2), rs.getString(3),
                            rs.getDouble(4), rs.getDouble(5), rs.getInt(6)));
                }
            }
        }
        return out;
    }
}

class InspectorExportWriter {
    void write(Path target, List<ApiaryRecord> apiaries) throws IOException {
        Files.deleteIfExists(target);
        Files.createFile(target);
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw-rw-rw-"));
        try (BufferedWriter w = Files.newBufferedWriter(target, StandardCharsets.UTF_8)) {
            w.write("apiary_id,keeper_name,keeper_phone,lat,lon,colonies\n");
            for (ApiaryRecord a : apiaries) {
                w.write(String.join(",", a.apiaryId(), a.keeperName(), a.keeperPhone(),
                        String.valueOf(a.lat()), String.valueOf(a.lon()), String.valueOf(a.colonies())));
                w.newLine();
            }
        }
    }
}

@Command(name = "export-register", mixinStandardHelpOptions = true,
        description = "Writes the apiary register for one district so bee inspectors can plan foulbrood visits.")
class ExportRegisterCommand implements Callable<Integer> {
    @Option(names = "--district", required = true)
    String district;

    @Option(names = "--out", required = true, description = "CSV file to create")
    Path out;

    @Override
    public Integer call() throws Exception {
        try (Connection db = DriverManager.getConnection(System.getenv("APIARY_DB_URL"),
                System.getenv("APIARY_DB_USER"), System.getenv("APIARY_DB_PASSWORD"))) {
            List<ApiaryRecord> apiaries = new ApiaryRegisterDao(db).inDistrict(district);
            new InspectorExportWriter().write(out, apiaries);
            System.out.printf("%d apiaries written to %s%n", apiaries.size(), out);
        }
        return 0;
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new ExportRegisterCommand()).execute(args));
    }
}
