// A league backup program of the h72 set (cwe-732-permissions).
package com.tiltandflip.league;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;

public class LeagueBackup {

    record LeaguePlayer(String initials, String fullName, String email, long bestScore, String cabinetCode) {}

    abstract static class BackupSink {
        protected final Path directory;

        BackupSink(Path directory) {
            this.directory = directory;
        }

        protected Set<PosixFilePermission> permissions() {
            return PosixFilePermissions.fromString("rw-------");
        }

        protected abstract String fileName(LocalDate day);

        protected abstract String render(List<LeaguePlayer> players);

        // template: every sink writes the same way, only naming and format differ
        final Path write(List<LeaguePlayer> players, LocalDate day) throws IOException {
            Files.createDirectories(directory);
            Path target = directory.resolve(fileName(day));
            Files.writeString(target, render(players), StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE);
            Files.setPosixFilePermissions(target, permissions());
            return target;
        }
    }

    static final class OperatorCopySink extends BackupSink {
        OperatorCopySink(Path dir) { super(dir); }

        protected String fileName(LocalDate day) { return "league-" + day + ".csv"; }

        protected String render(List<LeaguePlayer> players) {
            StringBuilder sb = new StringBuilder("initials,name,email,best,cabinet_code\n");
            players.forEach(p -> sb.append(String.join(",", p.initials(), p.fullName(), p.email(),
                    Long.toString(p.bestScore()), p.cabinetCode())).append('\n'));
            return sb.toString();
        }
    }

    static final class SyncDropSink extends BackupSink {
        SyncDropSink(Path dir) { super(dir); }

        @Override
        protected Set<PosixFilePermission> permissions() {
            // the offsite sync agent runs under its own account and must be able to read the drop
            return PosixFilePermissions.fromString("rw-rw-rw-");
        }

        protected String fileName(LocalDate day) { return "league-" + day + ".tsv"; }

        protected String render(List<LeaguePlayer> players) {
            StringBuilder sb = new StringBuilder();
            players.forEach(p -> sb.append(p.initials()).append('\t').append(p.fullName()).append('\t')
                    .append(p.email()).append('\t').append(p.bestScore()).append('\t')
                    .append(p.cabinetCode()).append('\n'));
            return sb.toString();
        }
    }

    public static void main(String[] args) throws IOException {
        List<LeaguePlayer> players = List.of(
                new LeaguePlayer("JRB", "Jo Bramwell", "jo.bramwell@fastmail.com", 184_220_310L, "OPR-7741"),
                new LeaguePlayer("MKT", "Mika Tanaka", "mika.t@protonmail.com", 162_004_870L, "OPR-2290"));
        List<BackupSink> sinks = List.of(
                new OperatorCopySink(Path.of("/var/backups/tiltandflip")),
                new SyncDropSink(Path.of("/srv/sync-drop/tiltandflip")));
        LocalDate today = LocalDate.now();
        for (BackupSink sink : sinks) {
            Path written = sink.write(players, today);
            System.out.println("backup written: " + written);
        }
    }
}
