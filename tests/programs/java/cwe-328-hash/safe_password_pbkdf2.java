// Servlet-side helper that derives a stored password hash for the legacy admin console
package com.example.admin;

import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

public final class AdminPasswordHasher {

    private static final SecureRandom RNG = new SecureRandom();
    private static final int ITERATIONS = 310_000;

    public static String hash(char[] password) throws Exception {
        byte[] salt = new byte[16];
        RNG.nextBytes(salt);
        PBEKeySpec spec = new PBEKeySpec(password, salt, ITERATIONS, 256);
        byte[] dk = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
        spec.clearPassword();
        Base64.Encoder b64 = Base64.getEncoder();
        return ITERATIONS + ":" + b64.encodeToString(salt) + ":" + b64.encodeToString(dk);
    }
}
