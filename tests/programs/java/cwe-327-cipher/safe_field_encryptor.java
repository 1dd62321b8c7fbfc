// Helper that encrypts national ID numbers before they are written to the customer table.
package com.acme.crm.crypto;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

public final class NationalIdEncryptor {

    private static final String ALGORITHM = "AES";
    private static final String TRANSFORMATION = ALGORITHM + "/GCM/NoPadding";
    private static final int IV_BYTES = 12;

    private final SecretKey key;
    private final SecureRandom random = new SecureRandom();

    public NationalIdEncryptor(byte[] keyMaterial) {
        if (keyMaterial == null || keyMaterial.length != 32) {
            throw new IllegalArgumentException("key must be 32 bytes");
        }
        this.key = new SecretKeySpec(keyMaterial, ALGORITHM);
    }

    private Cipher cipher(int mode, byte[] iv) throws GeneralSecurityException {
        Cipher c = Cipher.getInstance(TRANSFORMATION);
        c.init(mode, key, new GCMParameterSpec(128, iv));
        return c;
    }

    public String encrypt(String nationalId) throws GeneralSecurityException {
        String normalized = nationalId.replaceAll("[\\s-]", "");
        byte[] iv = new byte[IV_BYTES];
        random.nextBytes(iv);
        byte[] ct = cipher(Cipher.ENCRYPT_MODE, iv).doFinal(normalized.getBytes(StandardCharsets.UTF_8));
        return Base64.getEncoder().encodeToString(ByteBuffer.allocate(iv.length + ct.length).put(iv).put(ct).array());
    }

    public String decrypt(String stored) throws GeneralSecurityException {
        ByteBuffer buf = ByteBuffer.wrap(Base64.getDecoder().decode(stored));
        byte[] iv = new byte[IV_BYTES];
        buf.get(iv);
        byte[] ct = new byte[buf.remaining()];
        buf.get(ct);
        return new String(cipher(Cipher.DECRYPT_MODE, iv).doFinal(ct), StandardCharsets.UTF_8);
    }
}
