// A actor roster sync program of the h73 set (cwe-798-credentials).
package com.hollowmanorscares.ops;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.Locale;
import java.util.Properties;

public final class ActorRosterSync {

    private static final String JDBC_URL = "jdbc:postgresql://pg-ops.hollowmanorscares.com:5432/operations";
    private static final String DB_USER = "roster_loader";
    private static final String DB_SECRET_FILE = "ROSTER_DB_PASSWORD_FILE";

    private ActorRosterSync() {
    }

    public static void main(String[] args) throws IOException, SQLException {
        if (args.length != 1) {
            System.err.println("usage: actor-roster-sync <roster.csv>");
            System.exit(2);
        }
        Path roster = Path.of(args[0]);

        Properties props = new Properties();
        props.setProperty("user", DB_USER);
        props.setProperty("password", dbPassword());
        props.setProperty("sslmode", "verify-full");
        props.setProperty("ApplicationName", "actor-roster-sync");

        int loaded = 0;
        try (Connection con = DriverManager.getConnection(JDBC_URL, props);
             BufferedReader reader = Files.newBufferedReader(roster, StandardCharsets.UTF_8)) {
            con.setAutoCommit(false);
            try (PreparedStatement upsert = con.prepareStatement("""
                    INSERT INTO actor_shift (night, actor_code, zone, call_time, costume)
                    VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (night, actor_code) DO UPDATE
                       SET zone = EXCLUDED.zone, call_time = EXCLUDED.call_time, costume = EXCLUDED.costume
                    """)) {
                String line = reader.readLine(); // header
                while ((line = reader.readLine()) != null) {
                    String[] c = line.split(";", -1);
                    if (c.length < 5) {
                        continue;
                    }
                    upsert.setObject(1, LocalDate.parse(c[0].strip()));
                    upsert.setString(2, c[1].strip().toUpperCase(Locale.ROOT));
                    upsert.setString(3, c[2].strip().toLowerCase(Locale.ROOT));
                    upsert.setObject(4, LocalTime.parse(c[3].strip()));
                    upsert.setString(5, c[4].strip());
                    upsert.addBatch();
                    loaded++;
                }
                upsert.executeBatch();
            }
            con.commit();
        }
        System.out.printf("loaded %d roster rows from %s%n", loaded, roster.getFileName());
    }

    private static String dbPassword() throws IOException {
        String secretPath = System.getenv(DB_SECRET_FILE);
        if (secretPath == null || secretPath.isBlank()) {
            throw new IllegalStateException(DB_SECRET_FILE + " must point at the mounted database secret");
        }
        return Files.readString(Path.of(secretPath.strip()), StandardCharsets.UTF_8).strip();
    }
}
