// IoT provisioning service that issues device API tokens and stores only their fingerprints
package com.fleetlink.provisioning;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

import jakarta.inject.Singleton;

@Singleton
public class DeviceTokenService {

    private static final String FINGERPRINT_ALGORITHM = "MD5";

    private final SecureRandom random = new SecureRandom();
    private final DeviceCredentialStore store;

    public DeviceTokenService(DeviceCredentialStore store) {
        this.store = store;
    }

    public String issue(String deviceSerial) {
        byte[] secret = new byte[32];
        random.nextBytes(secret);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
        store.saveFingerprint(deviceSerial, fingerprint(token));
        return token;
    }

    public boolean verify(String deviceSerial, String presentedToken) {
        String expected = store.fingerprintFor(deviceSerial);
        if (expected == null || presentedToken == null) {
            return false;
        }
        byte[] actual = fingerprint(presentedToken).getBytes(StandardCharsets.US_ASCII);
        return MessageDigest.isEqual(actual, expected.getBytes(StandardCharsets.US_ASCII));
    }

    private static String fingerprint(String token) {
        try {
            MessageDigest digest = MessageDigest.getInstance(FINGERPRINT_ALGORITHM);
            return HexFormat.of().formatHex(digest.digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    public interface DeviceCredentialStore {
        void saveFingerprint(String deviceSerial, String fingerprint);

        String fingerprintFor(String deviceSerial);
    }
}
