// A planetarium show attendee export program of the h76 set (cwe-732-permissions).
package org.starvault.exports;

import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.LocalDate;
import java.util.Set;

final class ExportSettings {
    final Path directory;
    final Set<PosixFilePermission> directoryPermissions;
    final Set<PosixFilePermission> filePermissions;

    private ExportSettings(Builder builder) {
        this.directory = builder.directory;
        this.directoryPermissions = builder.directoryPermissions;
        this.filePermissions = builder.filePermissions;
    }

    static Builder builder() {
        return new Builder();
    }

    static final class Builder {
        private Path directory = Path.of("/var/starvault/exports");
        private Set<PosixFilePermission> directoryPermissions = PosixFilePermissions.fromString("rwxrwxrwx");
        private Set<PosixFilePermission> filePermissions = PosixFilePermissions.fromString("rw-rw-rw-");

        Builder directory(Path value) {
            this.directory = value;
            return this;
        }

        ExportSettings build() {
            return new ExportSettings(this);
        }
    }
}

class AttendeeExporter {
    private final ExportSettings settings;

    AttendeeExporter(ExportSettings settings) {
        this.settings = settings;
    }

    Path export(Connection db, LocalDate showDate) throws Exception {
        Files.createDirectories(settings.directory,
                PosixFilePermissions.asFileAttribute(settings.directoryPermissions));
        Files.setPosixFilePermissions(settings.directory, settings.directoryPermissions);

        Path target = settings.directory.resolve("attendees-" + showDate + ".csv");
        Path tmp = settings.directory.resolve(".attendees-" + showDate + ".tmp");
        Files.deleteIfExists(tmp);
        Files.createFile(tmp, PosixFilePermissions.asFileAttribute(settings.filePermissions));
        try (PreparedStatement ps = db.prepareStatement(
                "SELECT t.seat, c.full_name, c.email, c.phone FROM tickets t JOIN customers c ON c.id = t.customer_id"
                + " WHERE t.show_date = ? ORDER BY t.seat");
             BufferedWriter out = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8,
                     StandardOpenOption.TRUNCATE_EXISTING)) {
            ps.setObject(1, showDate);
            out.write("seat,name,email,phone\n");
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.write(String.join(",", rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4)));
                    out.write('\n');
                }
            }
        }
        Files.setPosixFilePermissions(tmp, settings.filePermissions);
        return Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }
}

class NightlyAttendeeExport {
    public static void main(String[] args) throws Exception {
        ExportSettings settings = ExportSettings.builder()
                .directory(Path.of(System.getenv().getOrDefault("EXPORT_DIR", "/var/starvault/exports")))
                .build();
        LocalDate showDate = args.length > 0 ? LocalDate.parse(args[0]) : LocalDate.now().plusDays(1);
        try (Connection db = DriverManager.getConnection(System.getenv("STARVAULT_JDBC_URL"),
                System.getenv("STARVAULT_DB_USER"), System.getenv("STARVAULT_DB_PASSWORD"))) {
            Path written = new AttendeeExporter(settings).export(db, showDate);
            System.out.println("wrote " + written);
        }
    }
}
