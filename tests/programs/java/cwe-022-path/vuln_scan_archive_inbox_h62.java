// A scan archive inbox program of the h62 set (cwe-022-path).
package com.foxedpages.bindery;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.logging.Logger;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * Restoration clients upload page scans as zip archives to the inbox share; each archive is
 * unpacked into its own work folder so the conservators can plan the rebinding.
 */
class ScanArchiveInbox {

    private static final Logger LOG = Logger.getLogger(ScanArchiveInbox.class.getName());

    record Job(Path archive, Path workDir) {}

    private final Path inbox;
    private final Path workRoot;
    private final ExecutorService workers = Executors.newWorkStealingPool(2);

    ScanArchiveInbox(Path inbox, Path workRoot) {
        this.inbox = inbox.toAbsolutePath().normalize();
        this.workRoot = workRoot.toAbsolutePath().normalize();
    }

    void watch() throws IOException, InterruptedException {
        try (WatchService watcher = FileSystems.getDefault().newWatchService()) {
            inbox.register(watcher, StandardWatchEventKinds.ENTRY_CREATE);
            while (true) {
                WatchKey key = watcher.take();
                key.pollEvents().stream()
                        .map(event -> inbox.resolve((Path) event.context()))
                        .filter(p -> p.getFileName().toString().toLowerCase().endsWith(".zip"))
                        .map(p -> new Job(p, workRoot.resolve(baseName(p))))
                        .forEach(job -> workers.submit(() -> unpack(job)));
                if (!key.reset()) {
                    return;
                }
            }
        }
    }

    private static String baseName(Path archive) {
        String name = archive.getFileName().toString();
        return name.substring(0, name.length() - ".zip".length()).replaceAll("[^A-Za-z0-9_-]", "_");
    }

    private Integer unpack(Job job) throws IOException {
        Files.createDirectories(job.workDir());
        int pages = 0;
        try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(job.archive()))) {
            ZipEntry entry;
            while ((entry = zip.getNextEntry()) != null) {
                Path target = entryTarget(job.workDir(), entry.getName());
                if (entry.isDirectory()) {
                    Files.createDirectories(target);
                    continue;
                }
                Files.createDirectories(target.getParent());
                Files.copy(zip, target, StandardCopyOption.REPLACE_EXISTING);
                pages++;
            }
        }
        LOG.info(() -> "unpacked " + job.archive().getFileName() + " into " + job.workDir());
        return pages;
    }

    static Path entryTarget(Path workDir, String entryName) throws IOException {
        if (entryName.startsWith("/") || entryName.startsWith("\\")) {
            throw new IOException("absolute entry in archive: " + entryName);
        }
        return workDir.resolve(entryName);
    }

    public static void main(String[] args) throws Exception {
        new ScanArchiveInbox(Path.of(args[0]), Path.of(args[1])).watch();
    }
}
