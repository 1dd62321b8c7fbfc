// Credential store that hashes and verifies user passwords for the legacy admin console
package com.acme.admin.auth;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.security.spec.KeySpec;
import java.util.Base64;
import java.util.HexFormat;

import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

public final class PasswordStore {

    private static final String KDF_ALGORITHM = "PBKDF2WithHmacSHA256";
    private static final int ITERATIONS = 600_000;
    private static final int SALT_BYTES = 16;
    private final SecureRandom random = new SecureRandom();

    public record StoredCredential(String salt, String hash) {}

    private static byte[] derive(byte[] salt, String password) throws GeneralSecurityException {
        KeySpec spec = new PBEKeySpec(password.toCharArray(), salt, ITERATIONS, 256);
        return SecretKeyFactory.getInstance(KDF_ALGORITHM).generateSecret(spec).getEncoded();
    }

    public StoredCredential enrol(String password) throws GeneralSecurityException {
        byte[] salt = new byte[SALT_BYTES];
        random.nextBytes(salt);
        byte[] hash = derive(salt, password);
        return new StoredCredential(Base64.getEncoder().encodeToString(salt), HexFormat.of().formatHex(hash));
    }

    public boolean verify(String password, StoredCredential stored) throws GeneralSecurityException {
        byte[] salt = Base64.getDecoder().decode(stored.salt());
        byte[] expected = HexFormat.of().parseHex(stored.hash());
        return MessageDigest.isEqual(expected, derive(salt, password));
    }
}
