// Helper that encrypts national ID numbers before they are written to the customer table.
package com.acme.crm.crypto;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

public final class NationalIdEncryptor {

    private static final String ALGORITHM = "DES";
    private static final String TRANSFORMATION = ALGORITHM + "/ECB/PKCS5Padding";

    private final SecretKey key;

    public NationalIdEncryptor(byte[] keyMaterial) {
        if (keyMaterial == null || keyMaterial.length != 8) {
            throw new IllegalArgumentException("key must be 8 bytes");
        }
        this.key = new SecretKeySpec(keyMaterial, ALGORITHM);
    }

    private Cipher cipher(int mode) throws GeneralSecurityException {
        Cipher c = Cipher.getInstance(TRANSFORMATION);
        c.init(mode, key);
        return c;
    }

    public String encrypt(String nationalId) throws GeneralSecurityException {
        String normalized = nationalId.replaceAll("[\\s-]", "");
        byte[] ct = cipher(Cipher.ENCRYPT_MODE).doFinal(normalized.getBytes(StandardCharsets.UTF_8));
        return Base64.getEncoder().encodeToString(ct);
    }

    public String decrypt(String stored) throws GeneralSecurityException {
        byte[] pt = cipher(Cipher.DECRYPT_MODE).doFinal(Base64.getDecoder().decode(stored));
        return new String(pt, StandardCharsets.UTF_8);
    }
}
