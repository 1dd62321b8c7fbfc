// Service that encrypts stored payment card numbers before they are written to the database.
package com.acme.payments.vault;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

import org.springframework.stereotype.Service;

@Service
public class CardVault {

    private static final String TRANSFORMATION = "AES/GCM/NoPadding";
    private static final int IV_BYTES = 12;
    private static final int TAG_BITS = 128;

    private final SecureRandom random = new SecureRandom();
    private final SecretKey key;

    public CardVault(KeyProvider keys) {
        this.key = new SecretKeySpec(keys.dataKey("card-vault"), "AES");
    }

    public String seal(String pan) throws GeneralSecurityException {
        byte[] iv = new byte[IV_BYTES];
        random.nextBytes(iv);
        Cipher cipher = Cipher.getInstance(TRANSFORMATION);
        cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, iv));
        byte[] ct = cipher.doFinal(pan.getBytes(StandardCharsets.US_ASCII));
        ByteBuffer buf = ByteBuffer.allocate(1 + iv.length + ct.length);
        buf.put((byte) 2).put(iv).put(ct);
        return Base64.getEncoder().encodeToString(buf.array());
    }

    public String open(String sealed) throws GeneralSecurityException {
        ByteBuffer buf = ByteBuffer.wrap(Base64.getDecoder().decode(sealed));
        if (buf.get() != 2) {
            throw new GeneralSecurityException("unknown vault version");
        }
        byte[] iv = new byte[IV_BYTES];
        buf.get(iv);
        byte[] ct = new byte[buf.remaining()];
        buf.get(ct);
        Cipher cipher = Cipher.getInstance(TRANSFORMATION);
        cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, iv));
        return new String(cipher.doFinal(ct), StandardCharsets.US_ASCII);
    }

    public interface KeyProvider {
        byte[] dataKey(String purpose);
    }
}
