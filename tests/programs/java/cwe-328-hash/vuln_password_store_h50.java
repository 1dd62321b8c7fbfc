// Credential store that hashes and verifies user passwords for the legacy admin console
package com.acme.admin.auth;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

public final class PasswordStore {

    private static final String DIGEST_ALGORITHM = "SHA-1";
    private static final int SALT_BYTES = 16;
    private final SecureRandom random = new SecureRandom();

    public record StoredCredential(String salt, String hash) {}

    private static byte[] digest(byte[] salt, String password) throws NoSuchAlgorithmException {
        MessageDigest md = MessageDigest.getInstance(DIGEST_ALGORITHM);
        md.update(salt);
        return md.digest(password.getBytes(StandardCharsets.UTF_8));
    }

    public StoredCredential enrol(String password) throws NoSuchAlgorithmException {
        byte[] salt = new byte[SALT_BYTES];
        random.nextBytes(salt);
        byte[] hash = digest(salt, password);
        return new StoredCredential(Base64.getEncoder().encodeToString(salt), HexFormat.of().formatHex(hash));
    }

    public boolean verify(String password, StoredCredential stored) throws NoSuchAlgorithmException {
        byte[] salt = Base64.getDecoder().decode(stored.salt());
        byte[] expected = HexFormat.of().parseHex(stored.hash());
        return MessageDigest.isEqual(expected, digest(salt, password));
    }
}
