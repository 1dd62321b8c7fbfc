// evidence manifest (h58 set)
package com.ashfordblake.ediscovery;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Builds the chain-of-custody manifest for a production set: every exhibit gets a
 * content digest that opposing counsel can use to confirm the file was not altered.
 */
final class CustodyManifestBuilder {

    record ExhibitDigest(String batesRange, Path file, long bytes, String digest) {}

    record Manifest(String matterId, Instant sealedAt, String algorithm, List<ExhibitDigest> exhibits) {}

    private static final String DIGEST_ALGORITHM = "MD5";

    private final ExecutorService hashers = Executors.newWorkStealingPool();

    private static MessageDigest newDigest() {
        try {
            return MessageDigest.getInstance(DIGEST_ALGORITHM);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String digestOf(Path file) {
        MessageDigest md = newDigest();
        byte[] buffer = new byte[64 * 1024];
        try (InputStream in = Files.newInputStream(file)) {
            for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
                md.update(buffer, 0, n);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return HexFormat.of().formatHex(md.digest());
    }

    private CompletableFuture<ExhibitDigest> exhibit(String bates, Path file) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return new ExhibitDigest(bates, file.getFileName(), Files.size(file), digestOf(file));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, hashers);
    }

    CompletableFuture<Manifest> build(String matterId, Path productionDir) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.list(productionDir)) {
            files = walk.filter(Files::isRegularFile).sorted().collect(Collectors.toList());
        }
        List<CompletableFuture<ExhibitDigest>> jobs = Stream.iterate(0, i -> i + 1)
                .limit(files.size())
                .map(i -> exhibit(String.format("ABL%06d", i + 1), files.get(i)))
                .collect(Collectors.toList());

        return CompletableFuture.allOf(jobs.toArray(CompletableFuture[]::new))
                .thenApply(v -> new Manifest(matterId, Instant.now(), DIGEST_ALGORITHM,
                        jobs.stream().map(CompletableFuture::join).collect(Collectors.toList())));
    }
}
