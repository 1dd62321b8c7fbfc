// Service that encrypts stored payment card references before they are written to the database
package com.acme.billing.vault;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

@Service
public class CardVault {

    private static final String TRANSFORMATION = "AES/GCM/NoPadding";
    private static final int IV_LEN = 12;
    private final SecureRandom random = new SecureRandom();
    private final SecretKey key;

    public CardVault(@Value("${vault.key-base64}") String keyB64) {
        this.key = new SecretKeySpec(Base64.getDecoder().decode(keyB64), "AES");
    }

    public String seal(String pan) throws GeneralSecurityException {
        byte[] iv = new byte[IV_LEN];
        random.nextBytes(iv);
        Cipher cipher = Cipher.getInstance(TRANSFORMATION);
        cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
        byte[] ct = cipher.doFinal(pan.getBytes(StandardCharsets.US_ASCII));
        return Base64.getEncoder().encodeToString(ByteBuffer.allocate(IV_LEN + ct.length).put(iv).put(ct).array());
    }

    public String open(String sealed) throws GeneralSecurityException {
        byte[] blob = Base64.getDecoder().decode(sealed);
        Cipher cipher = Cipher.getInstance(TRANSFORMATION);
        cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, blob, 0, IV_LEN));
        byte[] pt = cipher.doFinal(Arrays.copyOfRange(blob, IV_LEN, blob.length));
        return new String(pt, StandardCharsets.US_ASCII);
    }

    public String lastFour(String sealed) throws GeneralSecurityException {
        String pan = open(sealed);
        return pan.substring(Math.max(0, pan.length() - 4));
    }
}
