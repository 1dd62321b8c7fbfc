// Encrypts insurance claim diagnosis notes before they are persisted to the claims table
package com.medisure.claims.crypto;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;

record ClaimNote(long claimId, String diagnosisCode, String narrative) {}

@Component
class NoteCipher {
    private static final int IV_BYTES = 12;
    private final SecretKey key;
    private final SecureRandom random = new SecureRandom();

    NoteCipher() {
        byte[] raw = Base64.getDecoder().decode(System.getenv("CLAIMS_NOTE_KEY"));
        this.key = new SecretKeySpec(raw, "AES");
    }

    String encrypt(String plaintext) throws GeneralSecurityException {
        byte[] iv = new byte[IV_BYTES];
        random.nextBytes(iv);
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
        byte[] out = cipher.doFinal(plaintext.getBytes(StandardCharsets.UTF_8));
        return Base64.getEncoder().encodeToString(ByteBuffer.allocate(iv.length + out.length).put(iv).put(out).array());
    }

    String decrypt(String encoded) throws GeneralSecurityException {
        byte[] all = Base64.getDecoder().decode(encoded);
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, all, 0, IV_BYTES));
        return new String(cipher.doFinal(all, IV_BYTES, all.length - IV_BYTES), StandardCharsets.UTF_8);
    }
}

@Service
class ClaimNoteService {
    private final NoteCipher cipher;
    private final JdbcTemplate jdbc;

    ClaimNoteService(NoteCipher cipher, JdbcTemplate jdbc) {
        this.cipher = cipher;
        this.jdbc = jdbc;
    }

    void save(ClaimNote note) throws GeneralSecurityException {
        String sealed = cipher.encrypt(note.diagnosisCode() + "|" + note.narrative());
        jdbc.update("UPDATE claims SET sealed_note = ? WHERE id = ?", sealed, note.claimId());
    }

    String load(long claimId) throws GeneralSecurityException {
        String sealed = jdbc.queryForObject("SELECT sealed_note FROM claims WHERE id = ?", String.class, claimId);
        return sealed == null ? null : cipher.decrypt(sealed);
    }
}
