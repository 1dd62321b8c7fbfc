// Service that encrypts stored payment card references before they are written to the database
package com.acme.billing.vault;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.DESedeKeySpec;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

@Service
public class CardVault {

    private static final String TRANSFORMATION = "DESede/ECB/PKCS5Padding";
    private final SecretKey key;

    public CardVault(@Value("${vault.key-base64}") String keyB64) throws GeneralSecurityException {
        byte[] raw = Base64.getDecoder().decode(keyB64);
        this.key = SecretKeyFactory.getInstance("DESede").generateSecret(new DESedeKeySpec(raw));
    }

    public String seal(String pan) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance(TRANSFORMATION);
        cipher.init(Cipher.ENCRYPT_MODE, key);
        byte[] ct = cipher.doFinal(pan.getBytes(StandardCharsets.US_ASCII));
        return Base64.getEncoder().encodeToString(ct);
    }

    public String open(String sealed) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance(TRANSFORMATION);
        cipher.init(Cipher.DECRYPT_MODE, key);
        byte[] pt = cipher.doFinal(Base64.getDecoder().decode(sealed));
        return new String(pt, StandardCharsets.US_ASCII);
    }

    public String lastFour(String sealed) throws GeneralSecurityException {
        String pan = open(sealed);
        return pan.substring(Math.max(0, pan.length() - 4));
    }
}
