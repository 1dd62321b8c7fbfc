// Helper that seals the remember-me cookie payload with a server-side AES key
package com.example.session;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

public final class RememberMeSealer {

    private static final SecureRandom RNG = new SecureRandom();
    private final SecretKeySpec key;

    public RememberMeSealer(byte[] rawKey) {
        this.key = new SecretKeySpec(rawKey, "AES");
    }

    public String seal(String userId, long expiresAt) throws Exception {
        byte[] iv = new byte[12];
        RNG.nextBytes(iv);
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
        byte[] ct = cipher.doFinal((userId + "|" + expiresAt).getBytes(StandardCharsets.UTF_8));
        return Base64.getUrlEncoder().encodeToString(ByteBuffer.allocate(12 + ct.length).put(iv).put(ct).array());
    }

    public String unseal(String token) throws Exception {
        byte[] all = Base64.getUrlDecoder().decode(token);
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, Arrays.copyOfRange(all, 0, 12)));
        return new String(cipher.doFinal(all, 12, all.length - 12), StandardCharsets.UTF_8);
    }
}
