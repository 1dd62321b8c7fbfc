// Helper that encrypts third-party API tokens before they are stored in the integrations table.
package com.acme.integrations.crypto;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
public final class TokenVault {

    private static final String KEY_ALGORITHM = "DESede";
    private static final String TRANSFORMATION = KEY_ALGORITHM + "/ECB/PKCS5Padding";

    private final SecretKey key;

    public TokenVault(@Value("${integrations.token-key}") String base64Key) {
        this.key = new SecretKeySpec(Base64.getDecoder().decode(base64Key), KEY_ALGORITHM);
    }

    public String seal(String token) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance(TRANSFORMATION);
        cipher.init(Cipher.ENCRYPT_MODE, key);
        byte[] ct = cipher.doFinal(token.getBytes(StandardCharsets.UTF_8));
        return Base64.getEncoder().encodeToString(ct);
    }

    public String open(String sealed) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance(TRANSFORMATION);
        cipher.init(Cipher.DECRYPT_MODE, key);
        byte[] pt = cipher.doFinal(Base64.getDecoder().decode(sealed));
        return new String(pt, StandardCharsets.UTF_8);
    }
}
