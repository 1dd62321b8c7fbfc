// A split results exporter program of the h74 set (cwe-732-permissions).
package com.ironlaketri.timing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Comparator;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

class SplitResultsExporter {

    record Split(int bib, String name, Duration swim, Duration bike, Duration run, String medicalNote) {}

    private static final Path EXPORT_DIR = Paths.get("/srv/ironlake/exports");
    private static final Set<PosixFilePermission> EXPORT_PERMS = PosixFilePermissions.fromString("rw-r-----");

    // timing mats update this from their own reader threads
    private final ConcurrentMap<Integer, Split> latest = new ConcurrentHashMap<>();

    public static void main(String[] args) {
        SplitResultsExporter exporter = new SplitResultsExporter();
        ScheduledExecutorService scheduler = Executors.newScheduledThreadPool(2);
        scheduler.scheduleAtFixedRate(exporter::simulateMatReads, 0, 5, TimeUnit.SECONDS);
        scheduler.scheduleAtFixedRate(exporter::export, 10, 60, TimeUnit.SECONDS);
    }

    void record(Split s) {
        latest.merge(s.bib(), s, (old, neu) -> neu);
    }

    void export() {
        String csv = latest.values().stream()
                .sorted(Comparator.comparing(s -> s.swim().plus(s.bike()).plus(s.run())))
                .map(s -> String.join(",", Integer.toString(s.bib()), s.name(),
                        s.swim().toString(), s.bike().toString(), s.run().toString(), s.medicalNote()))
                .collect(Collectors.joining("\n", "bib,name,swim,bike,run,medical\n", "\n"));
        try {
            Files.createDirectories(EXPORT_DIR);
            Path tmp = Files.createTempFile(EXPORT_DIR, "splits-", ".csv");
            Files.writeString(tmp, csv, StandardCharsets.UTF_8);
            Files.setPosixFilePermissions(tmp, EXPORT_PERMS);
            Files.move(tmp, EXPORT_DIR.resolve("live-splits.csv"),
                    StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            System.err.println("export failed: " + e.getMessage());
        }
    }

    // stands in for the mat readers while testing the exporter on its own
    private void simulateMatReads() {
        ThreadLocalRandom r = ThreadLocalRandom.current();
        int bib = r.nextInt(100, 140);
        record(new Split(bib, "Athlete " + bib,
                Duration.ofMinutes(25 + r.nextInt(15)), Duration.ofMinutes(70 + r.nextInt(30)),
                Duration.ofMinutes(40 + r.nextInt(20)), bib % 9 == 0 ? "asthma inhaler" : ""));
    }
}
