// Utility that checks a downloaded plugin archive against the digest published in the plugin index.
package com.acme.plugins.install;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

public final class PluginChecksumVerifier {

    private static final String DIGEST_ALGORITHM = "SHA-256";

    private PluginChecksumVerifier() {
    }

    public static void verify(Path archive, String publishedHex) throws IOException {
        byte[] expected = HexFormat.of().parseHex(publishedHex.trim().toLowerCase());
        byte[] actual = digest(archive);
        if (!MessageDigest.isEqual(expected, actual)) {
            throw new SecurityException("digest mismatch for " + archive.getFileName());
        }
    }

    static byte[] digest(Path file) throws IOException {
        MessageDigest md;
        try {
            md = MessageDigest.getInstance(DIGEST_ALGORITHM);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        try (InputStream in = Files.newInputStream(file)) {
            byte[] buffer = new byte[8192];
            int read;
            while ((read = in.read(buffer)) != -1) {
                md.update(buffer, 0, read);
            }
        }
        return md.digest();
    }
}
