// A artwork bundle importer program of the h74 set (cwe-022-path).
package com.tessellapuzzles.prep;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.logging.Logger;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

class ArtworkBundleImporter {

    private static final Logger LOG = Logger.getLogger("bundle-import");
    private static final Path POISON = Paths.get("");

    record Extraction(ZipFile zip, ZipEntry entry, Path destDir) {}

    private final BlockingQueue<Path> bundles = new LinkedBlockingQueue<>(64);
    private final ExecutorService writers = Executors.newFixedThreadPool(4);
    private final Path inbox;
    private final Path prepRoot;

    ArtworkBundleImporter(Path inbox, Path prepRoot) {
        this.inbox = inbox;
        this.prepRoot = prepRoot.toAbsolutePath().normalize();
    }

    public static void main(String[] args) throws Exception {
        Path inbox = Paths.get(args.length > 0 ? args[0] : "/srv/tessella/inbox");
        Path prep = Paths.get(args.length > 1 ? args[1] : "/srv/tessella/print-prep");
        new ArtworkBundleImporter(inbox, prep).run();
    }

    void run() throws Exception {
        Thread consumer = Thread.ofPlatform().name("bundle-consumer").start(this::consume);
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(inbox, "*.zip")) {
            for (Path bundle : ds) {
                bundles.put(bundle);
            }
        }
        bundles.put(POISON);
        consumer.join();
        writers.shutdown();
        writers.awaitTermination(10, TimeUnit.MINUTES);
    }

    private void consume() {
        try {
            for (Path bundle = bundles.take(); bundle != POISON; bundle = bundles.take()) {
                String job = bundle.getFileName().toString().replaceFirst("\\.zip$", "");
                Path destDir = Files.createDirectories(prepRoot.resolve(job));
                ZipFile zip = new ZipFile(bundle.toFile());
                zip.stream()
                        .filter(e -> !e.isDirectory())
                        .forEach(e -> writers.submit(() -> extract(new Extraction(zip, e, destDir))));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            LOG.severe("bundle import stopped: " + e.getMessage());
        }
    }

    private Void extract(Extraction x) throws IOException {
        String name = x.entry().getName();
        Path target = x.destDir().resolve(name);
        if (Paths.get(name).isAbsolute()) {
            LOG.warning("skipping absolute entry " + name);
            return null;
        }
        Files.createDirectories(target.getParent());
        try (InputStream in = x.zip().getInputStream(x.entry())) {
            Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
        }
        LOG.info("extracted " + target);
        return null;
    }
}
