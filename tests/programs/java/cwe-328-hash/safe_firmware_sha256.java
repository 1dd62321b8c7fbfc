// Device update service that checks an uploaded firmware image against the signed manifest digest
package com.example.firmware;

import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

public class FirmwareVerifier {

    private final ManifestStore manifests;

    public FirmwareVerifier(ManifestStore manifests) {
        this.manifests = manifests;
    }

    public boolean accept(String model, InputStream image) throws IOException, NoSuchAlgorithmException {
        MessageDigest digest = MessageDigest.getInstance("SHA-256");
        byte[] buf = new byte[8192];
        int n;
        while ((n = image.read(buf)) > 0) {
            digest.update(buf, 0, n);
        }
        String actual = HexFormat.of().formatHex(digest.digest());
        return MessageDigest.isEqual(actual.getBytes(), manifests.expectedDigest(model).getBytes());
    }

    public interface ManifestStore { String expectedDigest(String model); }
}
