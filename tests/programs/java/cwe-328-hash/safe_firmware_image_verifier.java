// Verifies downloaded firmware images against the digest listed in the fleet release manifest.
package io.fleetgrid.ota.verify;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

public class FirmwareVerifier {

    private final ReleaseManifest manifest;

    public FirmwareVerifier(ReleaseManifest manifest) {
        this.manifest = manifest;
    }

    public boolean verify(String model, String version, Path image) throws IOException {
        String expected = manifest.digestFor(model, version);
        if (expected == null) {
            return false;
        }
        String actual = digest(image);
        return MessageDigest.isEqual(
                HexFormat.of().parseHex(expected.toLowerCase()),
                HexFormat.of().parseHex(actual));
    }

    private static String digest(Path image) throws IOException {
        MessageDigest md;
        try {
            md = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        byte[] buf = new byte[64 * 1024];
        try (InputStream in = Files.newInputStream(image)) {
            int n;
            while ((n = in.read(buf)) > 0) {
                md.update(buf, 0, n);
            }
        }
        return HexFormat.of().formatHex(md.digest());
    }

    public interface ReleaseManifest {
        String digestFor(String model, String version);
    }
}
