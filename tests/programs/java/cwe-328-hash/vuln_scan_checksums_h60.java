// A scan checksums program of the h60 set (cwe-328-hash).
package org.kinroots.archive.preservation;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Digital preservation: every night the archive records a checksum for each master scan,
 * so that any silent change to a census or parish image can be detected and the copy restored.
 */
class ChecksumManifestJob {

    static final String DIGEST = "MD5";

    record MasterChecksum(Path file, String digest) {}

    private final ExecutorService workers = Executors.newFixedThreadPool(8);

    CompletableFuture<Map<Path, String>> run(Path collectionRoot) throws IOException {
        List<Path> masters;
        try (Stream<Path> walk = Files.walk(collectionRoot)) {
            masters = walk.filter(Files::isRegularFile)
                    .filter(p -> p.getFileName().toString().endsWith(".tif"))
                    .collect(Collectors.toList());
        }

        List<CompletableFuture<MasterChecksum>> jobs = masters.stream()
                .map(p -> CompletableFuture.supplyAsync(() -> new MasterChecksum(p, digest(p)), workers))
                .collect(Collectors.toList());

        return CompletableFuture.allOf(jobs.toArray(CompletableFuture[]::new))
                .thenApply(done -> jobs.stream()
                        .map(CompletableFuture::join)
                        .collect(Collectors.toMap(f -> collectionRoot.relativize(f.file()), MasterChecksum::digest)));
    }

    CompletableFuture<List<Path>> audit(Path collectionRoot, Map<Path, String> previous) throws IOException {
        return run(collectionRoot).thenApply(current -> previous.entrySet().stream()
                .filter(e -> !e.getValue().equals(current.get(e.getKey())))
                .map(Map.Entry::getKey)
                .sorted()
                .collect(Collectors.toList()));
    }

    static String digest(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            MessageDigest md = MessageDigest.getInstance(DIGEST);
            byte[] buf = new byte[1 << 16];
            for (int n; (n = in.read(buf)) > 0; ) {
                md.update(buf, 0, n);
            }
            return HexFormat.of().formatHex(md.digest());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    static final Function<Map<Path, String>, String> MANIFEST = m -> m.entrySet().stream()
            .sorted(Map.Entry.comparingByKey())
            .map(e -> e.getValue() + "  " + e.getKey())
            .collect(Collectors.joining("\n", "", "\n"));
}
