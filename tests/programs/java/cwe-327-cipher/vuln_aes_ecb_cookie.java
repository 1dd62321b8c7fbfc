// Helper that seals the remember-me cookie payload with a server-side AES key
package com.example.session;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

public final class RememberMeSealer {

    private final SecretKeySpec key;

    public RememberMeSealer(byte[] rawKey) {
        this.key = new SecretKeySpec(rawKey, "AES");
    }

    public String seal(String userId, long expiresAt) throws Exception {
        String payload = userId + "|" + expiresAt;
        Cipher cipher = Cipher.getInstance("AES/ECB/PKCS5Padding");
        cipher.init(Cipher.ENCRYPT_MODE, key);
        return Base64.getUrlEncoder().encodeToString(cipher.doFinal(payload.getBytes(StandardCharsets.UTF_8)));
    }

    public String unseal(String token) throws Exception {
        Cipher cipher = Cipher.getInstance("AES/ECB/PKCS5Padding");
        cipher.init(Cipher.DECRYPT_MODE, key);
        return new String(cipher.doFinal(Base64.getUrlDecoder().decode(token)), StandardCharsets.UTF_8);
    }
}
